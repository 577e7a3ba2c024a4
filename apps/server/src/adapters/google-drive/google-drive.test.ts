/**
 * The Drive adapter's OAuth half on its own, against the local Google fake: the consent URL,
 * the code exchange with PKCE, refresh, revocation, and Google's refusals becoming
 * DriveAuthError (the student connects again) rather than a server error.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleDrive, startFakeGoogleDrive } from '../../../test/helpers/fake-google-drive.ts';
import { createGoogleDrive, DriveAuthError, type GoogleDrive } from './google-drive.ts';

const redirectUri = 'http://127.0.0.1:9/api/drive/callback';
const codeVerifier = crypto.randomBytes(32).toString('base64url');
const codeChallenge = crypto.createHash('sha256').update(codeVerifier).digest('base64url');

let google: FakeGoogleDrive;
let drive: GoogleDrive;
beforeAll(async () => {
  google = await startFakeGoogleDrive();
  drive = createGoogleDrive(google);
});
afterAll(() => google.close());

async function consentCode(): Promise<string> {
  const url = await drive.authorizationUrl({ state: 'the-state', codeChallenge, redirectUri });
  const answer = google.consent(url);
  expect(answer.state).toBe('the-state');
  return answer.code;
}

describe('Google Drive OAuth through openid-client', () => {
  it('asks for read-only Drive, offline, with PKCE, and exchanges the code for both tokens', async () => {
    const url = new URL(await drive.authorizationUrl({ state: 's', codeChallenge, redirectUri }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.readonly',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
      redirect_uri: redirectUri,
    });
    const tokens = await drive.exchangeCode({ code: await consentCode(), codeVerifier, redirectUri }, 1_000);
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\/fake-refresh/);
    expect(tokens.expiresAt).toBe(1_000 + 3599 * 1000);
  });

  it('keeps the refresh token when a refresh does not send a new one', async () => {
    const first = await drive.exchangeCode({ code: await consentCode(), codeVerifier, redirectUri }, 0);
    const fresh = await drive.refresh(first.refreshToken ?? '', 5_000);
    expect(fresh.accessToken).not.toBe(first.accessToken);
    expect(fresh.refreshToken).toBe(first.refreshToken);
    expect(fresh.scope).toBe('https://www.googleapis.com/auth/drive.readonly');
  });

  it('turns a used code, a wrong verifier and a revoked refresh token into DriveAuthError', async () => {
    const code = await consentCode();
    const tokens = await drive.exchangeCode({ code, codeVerifier, redirectUri }, 0);
    await expect(drive.exchangeCode({ code, codeVerifier, redirectUri }, 0)).rejects.toBeInstanceOf(DriveAuthError);
    await expect(
      drive.exchangeCode({ code: await consentCode(), codeVerifier: `${codeVerifier}x`, redirectUri }, 0),
    ).rejects.toBeInstanceOf(DriveAuthError);
    await drive.revoke(tokens.refreshToken ?? '');
    expect(google.revoked.has(tokens.refreshToken ?? '')).toBe(true);
    await expect(drive.refresh(tokens.refreshToken ?? '', 0)).rejects.toBeInstanceOf(DriveAuthError);
  });

  it('turns a client Google does not know into DriveAuthError too', async () => {
    const wrong = createGoogleDrive({ ...google, clientSecret: 'not-the-secret' });
    await expect(wrong.refresh('1//anything', 0)).rejects.toBeInstanceOf(DriveAuthError);
  });
});
