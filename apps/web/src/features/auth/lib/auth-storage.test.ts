import { authStorageKeys, deviceStorageKeys } from '@medsutra/contract/auth/rules';
import { describe, expect, it } from 'vitest';
import {
  cacheChatIdentity,
  clearAuthStorage,
  readCachedChatIdentity,
  readStoredUser,
  storeSessionToken,
  storeSignedInUser,
} from './auth-storage';
import { memoryStore } from './key-value-store';

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha' };
const HOUR = 60 * 60 * 1000;

describe('browser storage of the signed-in user', () => {
  it('sets every key of authStorageKeys on sign-in', () => {
    const store = memoryStore();
    storeSignedInUser(user, 'DEVICE_abc12345', 42, store);
    expect(store.dump()).toMatchObject({
      isAuthenticated: 'true',
      userEmail: 'asha@example.com',
      authenticatedFingerprint: 'DEVICE_abc12345',
      lastActivity: '42',
      unique_device_id: 'DEVICE_abc12345',
    });
    expect(JSON.parse(store.get('user')!)).toMatchObject({ ...user, uid: 'u1', deviceFingerprint: 'DEVICE_abc12345' });
    expect(store.get('userData')).toBe(store.get('user'));
    expect(readStoredUser(store)).toMatchObject(user);
  });

  it('sign-out clears every auth key but keeps the device identity', () => {
    const store = memoryStore({
      [deviceStorageKeys.identity]: '{"id":"DEVICE_x"}',
      [deviceStorageKeys.permanent]: 'DEVICE_x',
    });
    storeSignedInUser(user, 'DEVICE_x', 1, store);
    storeSessionToken('session-id', store);
    cacheChatIdentity({ userId: 'u1', userHash: 'h' }, 1, store);
    clearAuthStorage(store);
    for (const key of Object.values(authStorageKeys)) expect(store.get(key)).toBeNull();
    expect(store.get(deviceStorageKeys.permanent)).toBe('DEVICE_x');
    expect(readStoredUser(store)).toBeNull();
  });

  it('keeps the chat identity for 24 hours, for the same user only', () => {
    const store = memoryStore();
    cacheChatIdentity({ userId: 'u1', userHash: 'hash' }, 0, store);
    expect(readCachedChatIdentity('u1', 23 * HOUR, store)).toEqual({ userId: 'u1', userHash: 'hash' });
    expect(readCachedChatIdentity('u1', 24 * HOUR, store)).toBeNull();
    expect(readCachedChatIdentity('u2', HOUR, store)).toBeNull();
  });
});
