import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storeSignedInUser } from '../lib/auth-storage';
import { memoryStore } from '../lib/key-value-store';
import { type AuthStateDeps, resolveAuthState } from './get-auth-status';

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha' };
const networkDown = new TypeError('Failed to fetch');

function deps(overrides: Partial<AuthStateDeps> & { signedInBefore?: boolean }): AuthStateDeps {
  const store = memoryStore();
  if (overrides.signedInBefore) storeSignedInUser(user, 'DEVICE_abc12345', 1, store);
  return {
    store,
    silentValidate: vi.fn(async () => ({ success: true as const, autoLoginAllowed: false })),
    getAuthStatus: vi.fn(async () => ({ success: true, authenticated: false })),
    pageAuthStatus: () => null,
    deviceId: () => store.get('authenticatedFingerprint'),
    ...overrides,
  };
}

describe('the auth state sequence (product rules: who is signed in, on load)', () => {
  it('signs in silently when the server allows auto-login for the stored user on this device', async () => {
    const d = deps({
      signedInBefore: true,
      silentValidate: vi.fn(async () => ({ success: true as const, autoLoginAllowed: true, user })),
    });
    expect(await resolveAuthState(d)).toMatchObject({ authenticated: true, user: { email: 'asha@example.com' } });
    expect(d.silentValidate).toHaveBeenCalledWith({
      email: 'asha@example.com',
      deviceFingerprint: 'DEVICE_abc12345',
      lastActivity: '1',
    });
    expect(d.getAuthStatus).not.toHaveBeenCalled();
  });

  it('falls back to the stored user when the server cannot be reached', async () => {
    const d = deps({ signedInBefore: true, silentValidate: vi.fn(async () => Promise.reject(networkDown)) });
    expect(await resolveAuthState(d)).toMatchObject({
      authenticated: true,
      offline: true,
      user: { email: 'asha@example.com' },
    });
  });

  it('then to the cookie status check when auto-login is refused', async () => {
    const d = deps({
      signedInBefore: true,
      getAuthStatus: vi.fn(async () => ({ success: true, authenticated: true, user })),
    });
    expect(await resolveAuthState(d)).toMatchObject({ authenticated: true, user: { id: 'u1' } });
    expect(d.getAuthStatus).toHaveBeenCalledOnce();
  });

  it("takes the page's own status check instead of asking the server again", async () => {
    const d = deps({
      signedInBefore: true,
      pageAuthStatus: () => ({ success: true, authenticated: true, user }),
    });
    expect(await resolveAuthState(d)).toMatchObject({ authenticated: true, user: { id: 'u1' } });
    expect(d.silentValidate).not.toHaveBeenCalled();
    expect(d.getAuthStatus).not.toHaveBeenCalled();
  });

  it("signs out and clears the stored user when the page's status says no session", async () => {
    const d = deps({ signedInBefore: true, pageAuthStatus: () => ({ success: true, authenticated: false }) });
    expect(await resolveAuthState(d)).toEqual({ success: true, authenticated: false });
    expect(d.store.get('isAuthenticated')).toBeNull();
    expect(d.silentValidate).not.toHaveBeenCalled();
  });

  it('passes on that the device was removed, from the page or from the cookie status check', async () => {
    const message = 'This device was removed from your account; sign in again to use it.';
    const removed = { success: true, authenticated: false, message };
    const fromPage = deps({ signedInBefore: true, pageAuthStatus: () => removed });
    expect(await resolveAuthState(fromPage)).toEqual(removed);
    expect(fromPage.store.get('isAuthenticated')).toBeNull();
    const fromServer = deps({
      signedInBefore: true,
      getAuthStatus: vi.fn(async () => ({ ...removed, signedOutReason: 'device_removed' as const })),
    });
    expect(await resolveAuthState(fromServer)).toEqual(removed);
    expect(fromServer.store.get('isAuthenticated')).toBeNull();
  });

  it('otherwise signs out and clears the stored user', async () => {
    const d = deps({ signedInBefore: true });
    expect(await resolveAuthState(d)).toEqual({ success: true, authenticated: false });
    expect(d.store.get('isAuthenticated')).toBeNull();
  });

  it('asks only the cookie status when nothing is stored', async () => {
    const d = deps({});
    expect(await resolveAuthState(d)).toEqual({ success: true, authenticated: false });
    expect(d.silentValidate).not.toHaveBeenCalled();
  });

  it('passes a server error through when nothing is stored', async () => {
    const d = deps({ getAuthStatus: vi.fn(async () => Promise.reject(new ApiError(500, 'boom'))) });
    await expect(resolveAuthState(d)).rejects.toThrow('500: boom');
  });
});
