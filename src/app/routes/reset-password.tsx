import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth.ts';
import { errorMessage, NOT_OFFERED } from '../../api/errors.ts';
import {
  resetPasswordTexts,
  ResetPasswordView,
  type ResetPasswordValues,
} from '../../screens/reset-password/reset-password-view.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

type Progress = { sending: boolean; done: boolean; notOffered?: boolean; error?: string };

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

/** /reset-password?token=…: the token comes from the e-mailed link. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [progress, setProgress] = useState<Progress>({ sending: false, done: false });

  const submit = async ({ password }: ResetPasswordValues) => {
    setProgress({ sending: true, done: false });
    try {
      const answer = await resetPassword({ token, password });
      setProgress({ sending: false, done: answer !== NOT_OFFERED, notOffered: answer === NOT_OFFERED });
    } catch (e) {
      const error = errorMessage(e, resetPasswordTexts.invalid);
      setProgress({ sending: false, done: false, error });
      toast({ title: 'Error', description: error, variant: 'destructive' });
    }
  };

  const stage = !token ? 'invalid' : progress.notOffered ? 'not-offered' : progress.done ? 'done' : 'form';
  return (
    <ResetPasswordView stage={stage} loading={progress.sending} error={progress.error} onSubmit={submit} />
  );
}
