/**
 * Google Drive import through the real routes and the real HTTP client, against a local server
 * speaking Google's OAuth and Drive v3 protocols: consent with PKCE, listing PDFs, importing
 * through the upload checks, refresh, sync of a changed file, disconnect with revocation, and
 * the honest answer when Google is not configured.
 */
import { DRIVE_READONLY_SCOPE, driveMessages } from '@medsutra/contract/google-drive/api';
import { notesMessages } from '@medsutra/contract/notes/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { type FakeGoogleDrive, startFakeGoogleDrive } from '../../../test/helpers/fake-google-drive.ts';
import { makePdf } from '../../../test/helpers/notes.ts';
import { createFilesystemStore } from '../../adapters/files/filesystem.ts';
import { googleDriveFor } from '../../adapters/google-drive/google-drive-for.ts';
import { loadConfig } from '../../config.ts';
import { driveConnections } from '../../db/schema.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { createPdfService } from '../notes/pdf-service.ts';
import { createGoogleDriveRepository } from './repository.ts';
import { createGoogleDriveService } from './service.ts';

let google: FakeGoogleDrive;
let t: TestApp;
let clock = Date.parse('2026-11-23T10:00:00Z');
beforeAll(async () => {
  google = await startFakeGoogleDrive();
  t = await buildTestApp({
    now: () => new Date(clock),
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_DRIVE_API_URL: google.apiUrl,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const student = () => createSignedInUser(t.database.handle.db, new Date(clock));
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload });

/** The whole consent: our connect call, Google's page (the fake), Google's redirect back to us. */
async function connectDrive(cookie: string) {
  const { url } = (await post(cookie, '/api/drive/connect')).json();
  const granted = google.consent(url);
  const callback = await get(
    cookie,
    `/api/drive/callback?code=${encodeURIComponent(granted.code)}&state=${granted.state}`,
  );
  return { url: new URL(url), granted, callback };
}

describe('Google Drive import', () => {
  it('connects with the read-only Drive scope and PKCE, storing the tokens encrypted', async () => {
    const asha = await student();
    expect((await get(asha.cookie, '/api/drive/status')).json()).toMatchObject({ configured: true, connected: false });
    const { url, granted, callback } = await connectDrive(asha.cookie);
    expect(granted.scope).toBe(DRIVE_READONLY_SCOPE);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/google-drive-import?drive=connected');
    expect((await get(asha.cookie, '/api/drive/status')).json()).toMatchObject({ connected: true });
    const [row] = await t.database.handle.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.userId, asha.id));
    expect(row?.encryptedTokens).not.toMatch(/ya29|fake-refresh/);
    expect(Buffer.from(row?.encryptedTokens ?? '', 'base64').toString('latin1')).not.toContain('fake-refresh');
  });

  it('lists only PDFs and imports them through the upload checks: a renamed executable is refused', async () => {
    const asha = await student();
    await connectDrive(asha.cookie);
    const pdfBytes = await makePdf(3, 'Drive anatomy');
    google.files.set('drivePdf1', {
      id: 'drivePdf1',
      name: 'Anatomy.pdf',
      mimeType: 'application/pdf',
      bytes: pdfBytes,
      modifiedTime: '2026-11-01T00:00:00Z',
    });
    google.files.set('driveFake2', {
      id: 'driveFake2',
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 this is an executable'),
      modifiedTime: '2026-11-01T00:00:00Z',
    });
    google.files.set('driveDoc3', {
      id: 'driveDoc3',
      name: 'Essay.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: Buffer.from('PK'),
      modifiedTime: '2026-11-01T00:00:00Z',
    });
    const listed = (await get(asha.cookie, '/api/drive/files')).json();
    expect(listed.files.map((f: { id: string }) => f.id).sort()).toEqual(['driveFake2', 'drivePdf1']);
    const listQuery = new URLSearchParams(google.driveCalls.at(-1)?.split('?')[1]);
    expect(listQuery.get('q')).toBe("mimeType='application/pdf' and trashed=false");

    const imported = (
      await post(asha.cookie, '/api/drive/import', { fileIds: ['drivePdf1', 'driveFake2', 'driveDoc3'] })
    ).json();
    expect(imported.results).toEqual([
      expect.objectContaining({ fileId: 'drivePdf1', ok: true, message: driveMessages.imported(3) }),
      expect.objectContaining({ fileId: 'driveFake2', ok: false, message: notesMessages.pdfNotPdf }),
      expect.objectContaining({ fileId: 'driveDoc3', ok: false, message: driveMessages.fileNotFound }),
    ]);
    const pdfId = imported.results[0].pdfId;
    const data = await get(asha.cookie, `/api/pdfs/${pdfId}/data`);
    expect(data.rawPayload.equals(pdfBytes)).toBe(true);
    // Another student cannot read it.
    const ravi = await student();
    expect((await get(ravi.cookie, `/api/pdfs/${pdfId}/data`)).statusCode).toBe(403);
  });

  it('refreshes an expired access token, and sync re-imports only what changed', async () => {
    const meera = await student();
    await connectDrive(meera.cookie);
    google.files.set('driveSync1', {
      id: 'driveSync1',
      name: 'Physiology.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(1, 'Version one'),
      modifiedTime: '2026-11-02T00:00:00Z',
    });
    const first = (await post(meera.cookie, '/api/drive/import', { fileIds: ['driveSync1'] })).json().results[0];
    expect((await post(meera.cookie, '/api/drive/sync')).json().message).toBe(driveMessages.nothingToSync);

    clock += 2 * 60 * 60 * 1000; // the access token (1 hour) has expired
    const grantsBefore = google.grants.length;
    google.files.set('driveSync1', {
      id: 'driveSync1',
      name: 'Physiology.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(2, 'Version two'),
      modifiedTime: '2026-11-20T00:00:00Z',
    });
    const listed = (await get(meera.cookie, '/api/drive/files')).json().files;
    expect(listed.find((f: { id: string }) => f.id === 'driveSync1')).toMatchObject({ imported: true, changed: true });
    expect(google.grants.slice(grantsBefore)).toEqual(['refresh_token']);
    const synced = (await post(meera.cookie, '/api/drive/sync')).json();
    expect(synced.results).toEqual([expect.objectContaining({ ok: true, message: driveMessages.imported(2) })]);
    const pdfs = (await get(meera.cookie, '/api/pdfs')).json().pdfs as { id: string; pageCount: number }[];
    expect(pdfs.map((p) => p.pageCount)).toEqual([2]);
    expect(pdfs[0]?.id).not.toBe(first.pdfId);
  });

  it('disconnects in one call: revoked at Google, forgotten here, and Drive calls then say to connect', async () => {
    const ravi = await student();
    await connectDrive(ravi.cookie);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/drive/connection',
      headers: { ...jsonHeaders, cookie: ravi.cookie },
      payload: {},
    });
    expect(removed.json().message).toBe(driveMessages.disconnected);
    expect([...google.revoked].some((token) => token.startsWith('1//fake-refresh'))).toBe(true);
    expect((await get(ravi.cookie, '/api/drive/status')).json().connected).toBe(false);
    const files = await get(ravi.cookie, '/api/drive/files');
    expect(files.statusCode).toBe(409);
    expect(files.json().message).toBe(driveMessages.notConnected);
  });

  it('a consent started by one student cannot connect another, and no session is 401', async () => {
    const asha = await student();
    const ravi = await student();
    const { url } = (await post(asha.cookie, '/api/drive/connect')).json();
    const granted = google.consent(url);
    const stolen = await get(ravi.cookie, `/api/drive/callback?code=${granted.code}&state=${granted.state}`);
    expect(stolen.headers.location).toBe('/google-drive-import?drive=failed');
    expect((await get(ravi.cookie, '/api/drive/status')).json().connected).toBe(false);
    expect((await t.app.inject({ url: '/api/drive/status' })).statusCode).toBe(401);
    const refused = await get(asha.cookie, '/api/drive/callback?error=access_denied');
    expect(refused.headers.location).toBe('/google-drive-import?drive=refused');
  });
});

describe('Google Drive without Google configured', () => {
  it('says so: status is not configured and connecting is refused with a sentence', async () => {
    // The same service as the app builds it when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset.
    const service = createGoogleDriveService({
      drive: googleDriveFor(loadConfig({})),
      tokens: null,
      db: t.database.handle.db,
      repository: createGoogleDriveRepository(),
      pdfs: createPdfService({
        db: t.database.handle.db,
        files: createFilesystemStore(t.config.filesDirPath),
      }),
      publicUrl: t.config.PUBLIC_URL,
      pdfMaxBytes: t.config.PDF_MAX_BYTES,
      now: () => new Date(clock),
      log: { warn() {} },
    });
    const { id, email } = await student();
    const someone = { id, email, role: 'user' } as SessionUser;
    expect(await service.status(someone)).toEqual({ configured: false, connected: false, connectedAt: null });
    await expect(service.connect(someone)).rejects.toMatchObject({
      statusCode: 404,
      message: driveMessages.notConfigured,
    });
    expect(await service.callback(someone, { code: 'x', state: 'y' })).toBe('/google-drive-import?drive=failed');
  });
});
