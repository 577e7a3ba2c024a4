/**
 * Google Drive import through the real routes, the real HTTP client and the real job queue,
 * against a local server speaking Google's OAuth and Drive v3 protocols: consent with PKCE,
 * browsing folders page by page, a folder imported by the job (202, then its status), a retried
 * job that imports nothing twice, refresh, sync of a changed file (same id) and a deleted one,
 * disconnect with revocation, and the honest answer when Google is not configured.
 */
import {
  DRIVE_FOLDER_DEPTH,
  DRIVE_READONLY_SCOPE,
  type DriveImport,
  driveImportStatusPath,
  driveMessages,
} from '@medsutra/contract/google-drive/api';
import { notesMessages } from '@medsutra/contract/notes/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  FAKE_FOLDER_MIME,
  type FakeGoogleDrive,
  startFakeGoogleDrive,
} from '../../../test/helpers/fake-google-drive.ts';
import { fastJobsEnv, waitFor } from '../../../test/helpers/mindmaps.ts';
import { makePdf } from '../../../test/helpers/notes.ts';
import { createFilesystemStore } from '../../adapters/files/filesystem.ts';
import { googleDriveFor } from '../../adapters/google-drive/google-drive-for.ts';
import { fileWorkLimits, loadConfig } from '../../config.ts';
import { driveConnections } from '../../db/schema.ts';
import { createFileWork } from '../../lib/untrusted/file-work.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { createPdfService } from '../notes/pdf-service.ts';
import { createPurchasedPdfService } from '../purchased-pdfs/service.ts';
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
      ...fastJobsEnv(),
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

/** Polls the import's status, as the page does, until its job has finished. */
async function finished(cookie: string, importId: string): Promise<DriveImport> {
  return waitFor(
    async () => {
      const reply = await get(cookie, driveImportStatusPath(importId));
      expect(reply.statusCode).toBe(200);
      const job = reply.json().import as DriveImport;
      return job.status === 'done' || job.status === 'failed' ? job : null;
    },
    { timeoutMs: 30_000, intervalMs: 100, what: `Drive import ${importId}` },
  );
}

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

  it('browses folders (folders first, then PDFs) page by page with the Drive v3 query', async () => {
    const asha = await student();
    await connectDrive(asha.cookie);
    const at = '2026-11-01T00:00:00Z';
    google.put({ id: 'browseTop', name: 'Browse top', mimeType: FAKE_FOLDER_MIME, modifiedTime: at });
    google.put({ id: 'browseSub', name: 'Sub', mimeType: FAKE_FOLDER_MIME, modifiedTime: at, parents: ['browseTop'] });
    google.put({
      id: 'browseDoc',
      name: 'Essay.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      modifiedTime: at,
      parents: ['browseTop'],
    });
    for (let i = 0; i < 101; i++) {
      const id = `browsePdf${String(i).padStart(3, '0')}`;
      google.put({ id, name: `${id}.pdf`, mimeType: 'application/pdf', modifiedTime: at, parents: ['browseTop'] });
    }
    const root = (await get(asha.cookie, '/api/drive/files')).json();
    expect(root.folders).toContainEqual({ id: 'browseTop', name: 'Browse top' });
    expect(new URLSearchParams(google.driveCalls.at(-1)?.split('?')[1]).get('q')).toBe(
      "'root' in parents and trashed = false and (mimeType = 'application/vnd.google-apps.folder' or mimeType = 'application/pdf')",
    );
    const first = (await get(asha.cookie, '/api/drive/files?folderId=browseTop')).json();
    expect(first.folders).toEqual([{ id: 'browseSub', name: 'Sub' }]);
    expect(first.files).toHaveLength(99);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (
      await get(asha.cookie, `/api/drive/files?folderId=browseTop&pageToken=${encodeURIComponent(first.nextPageToken)}`)
    ).json();
    expect(second.files.map((f: { id: string }) => f.id)).toEqual(['browsePdf099', 'browsePdf100']);
    expect(second.nextPageToken).toBeNull();
    const bad = await get(asha.cookie, "/api/drive/files?folderId=x'%20or%20true");
    expect(bad.statusCode).toBe(400);
  });

  it('imports a picked folder through the job: 202 at once, then its status, subfolders and skips with reasons', async () => {
    const asha = await student();
    await connectDrive(asha.cookie);
    const at = '2026-11-01T00:00:00Z';
    google.put({ id: 'anatomyDir', name: 'Anatomy', mimeType: FAKE_FOLDER_MIME, modifiedTime: at });
    google.put({
      id: 'limbsDir',
      name: 'Limbs',
      mimeType: FAKE_FOLDER_MIME,
      modifiedTime: at,
      parents: ['anatomyDir'],
    });
    const anatomy = await makePdf(3, 'Drive anatomy');
    google.put({
      id: 'anatPdf',
      name: 'Anatomy.pdf',
      mimeType: 'application/pdf',
      bytes: anatomy,
      modifiedTime: at,
      parents: ['anatomyDir'],
    });
    google.put({
      id: 'anatFake',
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 this is an executable'),
      modifiedTime: at,
      parents: ['anatomyDir'],
    });
    google.put({
      id: 'limbPdf',
      name: 'Limbs.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(1, 'Limbs'),
      modifiedTime: at,
      parents: ['limbsDir'],
    });

    const started = await post(asha.cookie, '/api/drive/import', { folderIds: ['anatomyDir'], fileIds: ['goneFile'] });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(driveMessages.importQueued);
    const importId = started.json().importId as string;
    const done = await finished(asha.cookie, importId);
    expect(done).toMatchObject({
      kind: 'import',
      status: 'done',
      total: 4,
      counts: { imported: 2, skipped: 2, failed: 0, queued: 0 },
    });
    expect(done.files).toEqual([
      expect.objectContaining({ fileId: 'goneFile', status: 'skipped', reason: driveMessages.fileNotFound }),
      expect.objectContaining({
        fileId: 'anatPdf',
        folderPath: 'Anatomy',
        status: 'imported',
        reason: driveMessages.imported(3),
      }),
      expect.objectContaining({ fileId: 'anatFake', status: 'skipped', reason: notesMessages.pdfNotPdf }),
      expect.objectContaining({ fileId: 'limbPdf', folderPath: 'Anatomy / Limbs', status: 'imported' }),
    ]);
    const pdfId = done.files[1]?.pdfId;
    expect((await get(asha.cookie, `/api/pdfs/${pdfId}/data`)).rawPayload.equals(anatomy)).toBe(true);

    // Another student sees neither the import nor the PDF.
    const ravi = await student();
    expect((await get(ravi.cookie, driveImportStatusPath(importId))).statusCode).toBe(404);
    expect((await get(ravi.cookie, `/api/pdfs/${pdfId}/data`)).statusCode).toBe(403);
    expect((await get(asha.cookie, driveImportStatusPath('not-an-id'))).statusCode).toBe(404);
    // Nothing picked is a sentence, not a job.
    const empty = await post(asha.cookie, '/api/drive/import', { fileIds: [], folderIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(driveMessages.noFiles);
  });

  it(`follows a picked folder's subfolders ${DRIVE_FOLDER_DEPTH} levels down, and a file in two picked folders once`, async () => {
    const dev = await student();
    await connectDrive(dev.cookie);
    const at = '2026-11-04T00:00:00Z';
    let parent = 'root';
    // level0 is the picked folder; level1 … level4 are below it, each with one PDF.
    for (let level = 0; level <= DRIVE_FOLDER_DEPTH + 1; level++) {
      google.put({
        id: `depth${level}`,
        name: `Level ${level}`,
        mimeType: FAKE_FOLDER_MIME,
        modifiedTime: at,
        parents: [parent],
      });
      google.put({
        id: `depthPdf${level}`,
        name: `L${level}.pdf`,
        mimeType: 'application/pdf',
        bytes: await makePdf(1, `Level ${level}`),
        modifiedTime: at,
        parents: [`depth${level}`, ...(level === 1 ? ['depth0'] : [])],
      });
      parent = `depth${level}`;
    }
    const { importId } = (await post(dev.cookie, '/api/drive/import', { folderIds: ['depth0', 'depth1'] })).json();
    const done = await finished(dev.cookie, importId);
    expect(done.files.map((f) => [f.fileId, f.folderPath])).toEqual([
      ['depthPdf0', 'Level 0'],
      ['depthPdf1', 'Level 0'],
      ['depthPdf2', 'Level 0 / Level 1 / Level 2'],
      ['depthPdf3', 'Level 0 / Level 1 / Level 2 / Level 3'],
    ]);
    expect(done.counts.imported).toBe(4);
  });

  it('a job that fails is retried by the queue and imports nothing twice; importing again skips what is unchanged', async () => {
    const meera = await student();
    await connectDrive(meera.cookie);
    const at = '2026-11-03T00:00:00Z';
    google.put({ id: 'retryDir', name: 'Retry', mimeType: FAKE_FOLDER_MIME, modifiedTime: at });
    google.put({
      id: 'retryA',
      name: 'A.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(1, 'A'),
      modifiedTime: at,
      parents: ['retryDir'],
    });
    google.put({
      id: 'retryB',
      name: 'B.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(2, 'B'),
      modifiedTime: at,
      parents: ['retryDir'],
    });
    google.failDownloads.set('retryB', 1);
    const { importId } = (await post(meera.cookie, '/api/drive/import', { folderIds: ['retryDir'] })).json();
    const done = await finished(meera.cookie, importId);
    expect(done.counts).toEqual({ queued: 0, imported: 2, skipped: 0, failed: 0 });
    const downloads = (id: string) =>
      google.driveCalls.filter((call) => call.startsWith(`/drive/v3/files/${id}?alt=media`)).length;
    expect(downloads('retryA')).toBe(1);
    expect(downloads('retryB')).toBe(2);
    const listed = async () => (await get(meera.cookie, '/api/pdfs')).json().pdfs as { id: string }[];
    expect(await listed()).toHaveLength(2);

    const again = (
      await post(meera.cookie, '/api/drive/import', { folderIds: ['retryDir'], fileIds: ['retryA'] })
    ).json();
    const second = await finished(meera.cookie, again.importId);
    expect(second.files.map((f) => [f.fileId, f.status, f.reason])).toEqual([
      ['retryA', 'skipped', driveMessages.unchanged],
      ['retryB', 'skipped', driveMessages.unchanged],
    ]);
    expect(downloads('retryA')).toBe(1);
    expect(await listed()).toHaveLength(2);
  });

  it('a job that keeps failing gives up on its last attempt with the reason on each file left', async () => {
    const kiran = await student();
    await connectDrive(kiran.cookie);
    google.put({
      id: 'flaky',
      name: 'Flaky.pdf',
      mimeType: 'application/pdf',
      bytes: await makePdf(1, 'F'),
      modifiedTime: '2026-11-03T00:00:00Z',
    });
    google.failDownloads.set('flaky', 10);
    const { importId } = (await post(kiran.cookie, '/api/drive/import', { fileIds: ['flaky'] })).json();
    const done = await finished(kiran.cookie, importId);
    expect(done).toMatchObject({ status: 'failed', note: driveMessages.gaveUp });
    expect(done.files).toEqual([expect.objectContaining({ status: 'failed', reason: driveMessages.gaveUp })]);
    expect(google.failDownloads.get('flaky')).toBe(6); // the first attempt and three retries
    google.failDownloads.delete('flaky');
  });

  it('refreshes an expired access token, and sync (a job) re-imports what changed keeping its id, and reports deletions', async () => {
    const meera = await student();
    await connectDrive(meera.cookie);
    const put = async (id: string, pages: number, modifiedTime: string) =>
      google.put({
        id,
        name: `${id}.pdf`,
        mimeType: 'application/pdf',
        bytes: await makePdf(pages, `${id} v${pages}`),
        modifiedTime,
      });
    await put('driveSync1', 1, '2026-11-02T00:00:00Z');
    await put('driveSync2', 1, '2026-11-02T00:00:00Z');
    const first = await finished(
      meera.cookie,
      (await post(meera.cookie, '/api/drive/import', { fileIds: ['driveSync1', 'driveSync2'] })).json().importId,
    );
    const [copy1, copy2] = first.files.map((f) => f.pdfId);
    const quiet = await post(meera.cookie, '/api/drive/sync');
    expect(quiet.statusCode).toBe(202);
    expect((await finished(meera.cookie, quiet.json().importId)).counts).toMatchObject({ imported: 0, skipped: 2 });

    clock += 2 * 60 * 60 * 1000; // the access token (1 hour) has expired
    const grantsBefore = google.grants.length;
    await put('driveSync1', 2, '2026-11-20T00:00:00Z');
    google.files.delete('driveSync2');
    const listed = (await get(meera.cookie, '/api/drive/files')).json().files;
    expect(listed.find((f: { id: string }) => f.id === 'driveSync1')).toMatchObject({ imported: true, changed: true });
    expect(google.grants.slice(grantsBefore)).toEqual(['refresh_token']);
    const synced = await finished(meera.cookie, (await post(meera.cookie, '/api/drive/sync')).json().importId);
    expect(synced.kind).toBe('sync');
    expect(synced.files).toEqual([
      expect.objectContaining({
        fileId: 'driveSync1',
        status: 'imported',
        pdfId: copy1,
        reason: driveMessages.reimported(2),
      }),
      expect.objectContaining({ fileId: 'driveSync2', status: 'skipped', reason: driveMessages.deletedInDrive }),
    ]);
    const pdfs = (await get(meera.cookie, '/api/pdfs')).json().pdfs as { id: string; pageCount: number }[];
    expect(Object.fromEntries(pdfs.map((p) => [p.id, p.pageCount]))).toEqual({
      [copy1 as string]: 2,
      [copy2 as string]: 1,
    });
    const data = await get(meera.cookie, `/api/pdfs/${copy1}/data`);
    expect(data.rawPayload.equals(google.files.get('driveSync1')?.bytes ?? Buffer.alloc(0))).toBe(true);
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
    const files = createFilesystemStore(t.config.filesDirPath);
    const service = createGoogleDriveService({
      drive: googleDriveFor(loadConfig({})),
      tokens: null,
      db: t.database.handle.db,
      repository: createGoogleDriveRepository(),
      pdfs: createPdfService({
        db: t.database.handle.db,
        files,
        purchased: createPurchasedPdfService({ files }),
        // Never reached either: no file is imported. The pool starts no process until used.
        fileWork: createFileWork({ limits: fileWorkLimits(t.config) }),
        jobs: { send: () => Promise.reject(new Error('no queue in this test')) },
      }),
      // Never reached: without Google nothing is queued.
      jobs: {
        whenReady: () => Promise.reject(new Error('no queue in this test')),
        send: () => Promise.reject(new Error('no queue in this test')),
      },
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
    await expect(service.startImport(someone, { fileIds: ['a'], folderIds: [] })).rejects.toMatchObject({
      statusCode: 404,
      message: driveMessages.notConfigured,
    });
  });
});
