import { useState } from 'react';
import { requestPasswordReset } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import {
  forgotPasswordTexts,
  ForgotPasswordView,
} from '../../screens/forgot-password/forgot-password-view.tsx';

export const forgotPasswordFailure = 'Could not send the reset link. Please try again.';

type Progress = { sending: boolean; sent?: string; error?: string };

/** /forgot-password: the answer is the same whether or not the e-mail belongs to an account. */
export default function ForgotPasswordRoute() {
  const [progress, setProgress] = useState<Progress>({ sending: false });

  const submit = async ({ email }: { email: string }) => {
    setProgress({ sending: true });
    try {
      const { message } = await requestPasswordReset({ email });
      setProgress({ sending: false, sent: message || forgotPasswordTexts.sent });
    } catch (e) {
      setProgress({ sending: false, error: errorMessage(e, forgotPasswordFailure) });
    }
  };

  return (
    <ForgotPasswordView
      loading={progress.sending}
      sentMessage={progress.sent}
      error={progress.error}
      onSubmit={submit}
    />
  );
}
