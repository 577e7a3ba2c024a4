/** /forgot-password: enter an email, get a link. The reply is the same whether or not the account exists. */

import { resetMessages } from '@medsutra/contract/auth/account-messages';
import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { firstAuthFormProblem, normalizeEmail } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { FormNotice } from '../components/form-notice';

const r = resetMessages;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const requesting = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (reply) => setSent(reply.message),
    onError: (caught) => setError(apiErrorMessage(caught) ?? authOutcomeMessages.authFailed),
  });
  const loading = requesting.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(null);
    const problem = firstAuthFormProblem('signIn', { email, password: 'x' });
    if (problem) {
      setError(problem.message);
      return;
    }
    requesting.mutate(normalizeEmail(email));
  }

  return (
    <AuthCard title={r.requestTitle}>
      <p className="text-muted">{r.requestBody}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
            setSent(null);
          }}
          error={error ?? undefined}
        />
        {sent ? <FormNotice tone="success">{sent}</FormNotice> : null}
        <Button type="submit" disabled={loading}>
          {r.requestButton}
        </Button>
      </form>
      <Link to={paths.login} className="inline-flex min-h-11 items-center self-center text-primary underline">
        {r.backToSignIn}
      </Link>
    </AuthCard>
  );
}
