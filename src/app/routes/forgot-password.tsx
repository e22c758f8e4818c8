import { useState } from 'react';
import { requestPasswordReset } from '../../api/auth.ts';
import { errorMessage, NOT_OFFERED } from '../../api/errors.ts';
import {
  forgotPasswordTexts,
  ForgotPasswordView,
} from '../../screens/forgot-password/forgot-password-view.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

export const forgotPasswordFailure = 'Could not send the reset link. Please try again.';

type Progress = { sending: boolean; sent?: string; error?: string; notOffered?: boolean };

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

/** /forgot-password: the answer is the same whether or not the e-mail belongs to an account. */
export default function ForgotPasswordRoute() {
  const [progress, setProgress] = useState<Progress>({ sending: false });

  const submit = async ({ email }: { email: string }) => {
    setProgress({ sending: true });
    try {
      const answer = await requestPasswordReset({ email });
      if (answer === NOT_OFFERED) setProgress({ sending: false, notOffered: true });
      else setProgress({ sending: false, sent: answer.message || forgotPasswordTexts.sent });
    } catch (e) {
      setProgress({ sending: false, error: errorMessage(e, forgotPasswordFailure) });
    }
  };

  return (
    <ForgotPasswordView
      loading={progress.sending}
      sentMessage={progress.sent}
      error={progress.error}
      notOffered={progress.notOffered}
      onSubmit={submit}
    />
  );
}
