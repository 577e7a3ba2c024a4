// @vitest-environment happy-dom
import { deviceLimitMessages, validationMessages } from '@medsutra/contract/auth/messages';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { AuthForm, type AuthFormValues } from './auth-form';

const empty: AuthFormValues = { fullName: '', email: '', password: '', confirmPassword: '', referralCode: '' };

function SignInForm({ onDeviceLimitReached = () => {} }: { onDeviceLimitReached?: () => void }) {
  const [values, setValues] = useState(empty);
  return (
    <AuthForm
      mode="signIn"
      onModeChange={() => {}}
      values={values}
      onValuesChange={setValues}
      verification={{ state: 'verified', fingerprint: `DEVICE_${'a'.repeat(32)}` }}
      deviceLimitReached={false}
      onDeviceLimitReached={onDeviceLimitReached}
      externalError={null}
      onClearExternalError={() => {}}
    />
  );
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  const submit = screen
    .getAllByRole('button', { name: /^sign in$/i })
    .find((button) => button.matches('[type=submit]'));
  await user.click(submit as HTMLElement);
}

describe('the sign-in form', () => {
  it('shows the first problem under its field and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(authApiPaths.login, () => sent()));
    renderWithApp(<SignInForm />);
    await signIn('', 'Exam ready 2026!');
    expect(await screen.findByText(validationMessages.emailRequired)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it("adds the sign-up hint when the server says the account doesn't exist (by its code)", async () => {
    server.use(
      http.post(authApiPaths.login, () =>
        HttpResponse.json(
          { success: false, error: 'account_missing', message: 'No such account.', requestId: 'r1' },
          { status: 404 },
        ),
      ),
    );
    renderWithApp(<SignInForm />);
    await signIn('asha@example.com', 'Exam ready 2026!');
    expect(await screen.findByText('No such account. Please sign up to create a new account.')).toBeTruthy();
  });

  it('shows the device-limit sentence and offers to manage devices when the limit is reached', async () => {
    const reached = vi.fn();
    server.use(
      http.post(authApiPaths.login, () =>
        HttpResponse.json(
          { success: false, error: 'device_limit_reached', message: 'Limit.', requestId: 'r2' },
          { status: 403 },
        ),
      ),
    );
    renderWithApp(<SignInForm onDeviceLimitReached={reached} />);
    await signIn('asha@example.com', 'Exam ready 2026!');
    expect(await screen.findByText(deviceLimitMessages.login)).toBeTruthy();
    await waitFor(() => expect(reached).toHaveBeenCalled());
  });
});
