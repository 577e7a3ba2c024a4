// @vitest-environment happy-dom
import { resetMessages } from '@medsutra/contract/auth/account-messages';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import ForgotPasswordPage from './forgot-password-page';

async function request(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  await user.click(screen.getByRole('button', { name: resetMessages.requestButton }));
}

describe('the forgot-password page', () => {
  it('checks the email before calling the server', async () => {
    renderWithApp(<ForgotPasswordPage />);
    await request('not-an-email');
    expect(screen.getByLabelText(/email/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the address once, held off meanwhile, and says what the server said', async () => {
    const sent: string[] = [];
    server.use(
      http.post(authApiPaths.forgotPassword, async ({ request: call }) => {
        sent.push(((await call.json()) as { email: string }).email);
        await delay(100);
        return HttpResponse.json({ success: true, message: 'If the account exists, a link is on its way.' });
      }),
    );
    renderWithApp(<ForgotPasswordPage />);
    await request('Asha@Example.com');
    const button = screen.getByRole('button', { name: resetMessages.requestButton }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect((await screen.findByRole('status')).textContent).toBe('If the account exists, a link is on its way.');
    expect(sent).toEqual(['asha@example.com']);
    expect(button.disabled).toBe(false);
  });

  it('shows the server’s sentence when the request is refused', async () => {
    server.use(
      http.post(authApiPaths.forgotPassword, () =>
        HttpResponse.json({ success: false, message: 'Too many requests. Try again in a while.' }, { status: 429 }),
      ),
    );
    renderWithApp(<ForgotPasswordPage />);
    await request('asha@example.com');
    await waitFor(() => expect(document.body.textContent).toContain('Too many requests. Try again in a while.'));
  });
});
