/** /reset-password?token=…: choose a new password (the sign-up rules); every device is signed out. */

import { resetMessages } from '@medsutra/contract/auth/account-messages';
import { authOutcomeMessages, loginMessages, validationMessages } from '@medsutra/contract/auth/messages';
import { type AuthField, firstNewPasswordProblem } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { resetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { FormNotice } from '../components/form-notice';
import { PasswordField } from '../components/password-field';
import { clearLocalAuth } from '../lib/sign-out';

const r = resetMessages;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [problem, setProblem] = useState<{ field: AuthField | 'form'; message: string } | null>(
    token ? null : { field: 'form', message: r.missingToken },
  );
  const [done, setDone] = useState<string | null>(null);
  const resetting = useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => {
      clearLocalAuth(queryClient);
      setDone(reply.message);
    },
    onError: (caught) =>
      setProblem({ field: 'form', message: apiErrorMessage(caught) ?? authOutcomeMessages.authFailed }),
  });
  const loading = resetting.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = firstNewPasswordProblem({ password, confirmPassword });
    if (found) {
      setProblem(found);
      return;
    }
    resetting.mutate({ token, password, confirmPassword });
  }

  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    if (problem?.field !== 'form' || token) setProblem(null);
  };

  return (
    <AuthCard title={r.title}>
      {done ? (
        <>
          <FormNotice tone="success">{done}</FormNotice>
          <ButtonLink to={paths.login}>{r.backToSignIn}</ButtonLink>
        </>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label={loginMessages.password}
            autoComplete="new-password"
            value={password}
            onChange={change(setPassword)}
            error={problem?.field === 'password' ? problem.message : undefined}
            hint={validationMessages.passwordHint}
            visible={visible}
            onToggleVisible={() => setVisible((shown) => !shown)}
          />
          <PasswordField
            label={loginMessages.confirmPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={change(setConfirmPassword)}
            error={problem?.field === 'confirmPassword' ? problem.message : undefined}
            visible={visible}
            onToggleVisible={() => setVisible((shown) => !shown)}
          />
          {problem?.field === 'form' ? (
            <FormNotice tone="danger">
              {problem.message}{' '}
              <Link to={paths.forgotPassword} className="underline">
                {r.requestTitle}
              </Link>
            </FormNotice>
          ) : null}
          <Button type="submit" disabled={loading || !token}>
            {r.button}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
