// @vitest-environment happy-dom
import { deviceMessages, serverAuthMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceSummary, DevicesReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import RemoveDevicePage from './remove-device-page';

const device = (id: string, deviceName: string): DeviceSummary => ({
  id,
  deviceName,
  userAgent: null,
  screenResolution: null,
  timezone: null,
  lastUsed: '2026-11-20T10:00:00Z',
  createdAt: '2026-11-01T10:00:00Z',
  current: false,
});
const reply = (devices: DeviceSummary[]): DevicesReply => ({ success: true, devices, limit: 2 });

async function showDevices(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: deviceMessages.showDevices }));
  return user;
}

describe('the remove-device page', () => {
  it('asks for the fields before calling the server', async () => {
    renderWithApp(<RemoveDevicePage />);
    // Any request here would fail the test: MSW answers none.
    await showDevices('', '');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByLabelText(/email/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s sentence when the password is wrong, and no devices', async () => {
    server.use(
      http.post(authApiPaths.recoverDevices, () =>
        HttpResponse.json({ success: false, message: 'Wrong email or password.' }, { status: 401 }),
      ),
    );
    renderWithApp(<RemoveDevicePage />);
    await showDevices('asha@example.com', 'not-her-password');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('lists the devices, keeps the buttons off while one is removed, then says it is done', async () => {
    let removedId: string | null = null;
    server.use(
      http.post(authApiPaths.recoverDevices, () =>
        HttpResponse.json(reply([device('d1', 'Phone'), device('d2', 'Laptop')])),
      ),
      http.post(authApiPaths.recoverRemoveDevice, async ({ request }) => {
        removedId = ((await request.json()) as { deviceId: string }).deviceId;
        await delay(100);
        return HttpResponse.json(reply([device('d2', 'Laptop')]));
      }),
    );
    renderWithApp(<RemoveDevicePage />);
    const user = await showDevices('asha@example.com', 'her-password-1');
    await user.click(await screen.findByRole('button', { name: `${deviceMessages.remove} Phone` }));
    await user.click(screen.getByRole('button', { name: deviceMessages.confirmRemoveYes }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: deviceMessages.showDevices }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect((await screen.findByRole('status')).textContent).toBe(serverAuthMessages.deviceRemoved);
    expect(removedId).toBe('d1');
    expect(screen.queryByRole('button', { name: `${deviceMessages.remove} Phone` })).toBeNull();
    expect((screen.getByRole('button', { name: deviceMessages.showDevices }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
