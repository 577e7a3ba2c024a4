// @vitest-environment happy-dom
import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { paths } from '@medsutra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { SignOutButton } from './sign-out-button';

function Screens() {
  return (
    <Routes>
      <Route path="/" element={<SignOutButton />} />
      <Route path={paths.login} element={<p>login page</p>} />
    </Routes>
  );
}

describe('the sign-out button', () => {
  it('tells the server once, is held off meanwhile, then goes to the login page', async () => {
    let calls = 0;
    server.use(
      http.post(authApiPaths.logout, async () => {
        calls += 1;
        await delay(100);
        return HttpResponse.json({ success: true });
      }),
    );
    renderWithApp(<Screens />);
    const button = screen.getByRole('button', { name: authOutcomeMessages.signOut });
    await userEvent.setup().click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await screen.findByText('login page');
    expect(calls).toBe(1);
  });

  it('signs out in this browser even when the server cannot be reached', async () => {
    server.use(http.post(authApiPaths.logout, () => HttpResponse.error()));
    renderWithApp(<Screens />);
    await userEvent.setup().click(screen.getByRole('button', { name: authOutcomeMessages.signOut }));
    await screen.findByText('login page');
  });
});
