/**
 * The chat identity secret without CHATBASE_IDENTITY_SECRET: generated once and kept in the
 * database, so every process on one database (PGlite here, PostgreSQL with TEST_DATABASE_URL)
 * signs alike, whatever DATA_DIR each has. The variable still wins when set.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { appSecrets } from '../../db/schema.ts';
import {
  CHATBASE_SECRET_NAME,
  chatbaseSecretResolver,
  LEGACY_CHATBASE_SECRET_FILE,
} from '../../modules/sessions/chatbase-secret.ts';

const dataDirs: string[] = [];
function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-secret-'));
  dataDirs.push(dir);
  return dir;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const db = () => database.handle.db;
const clearSecret = () => db().delete(appSecrets).where(eq(appSecrets.name, CHATBASE_SECRET_NAME));

describe('the chat identity secret', () => {
  it('is generated once into the database and shared by processes with different DATA_DIRs', async () => {
    await clearSecret();
    const [first, second] = await Promise.all([
      chatbaseSecretResolver({ configured: undefined, dataDir: freshDataDir(), db: db() })(),
      chatbaseSecretResolver({ configured: undefined, dataDir: freshDataDir(), db: db() })(),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const stored = await db().select().from(appSecrets).where(eq(appSecrets.name, CHATBASE_SECRET_NAME));
    expect(stored.map((row) => row.value)).toEqual([first]);
    // Nothing is written beside the data any more.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, LEGACY_CHATBASE_SECRET_FILE))).toBe(false);
  });

  it('gives way to CHATBASE_IDENTITY_SECRET, which is neither stored nor replaced', async () => {
    await clearSecret();
    const configured = 'a-configured-secret-0123456789';
    expect(await chatbaseSecretResolver({ configured, dataDir: freshDataDir(), db: db() })()).toBe(configured);
    expect(await db().select().from(appSecrets)).toEqual([]);
  });

  it('adopts the secret an earlier release wrote into DATA_DIR, so existing hashes stay', async () => {
    await clearSecret();
    const dir = freshDataDir();
    const old = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(path.join(dir, LEGACY_CHATBASE_SECRET_FILE), `${old}\n`);
    expect(await chatbaseSecretResolver({ configured: undefined, dataDir: dir, db: db() })()).toBe(old);
    expect(await chatbaseSecretResolver({ configured: undefined, dataDir: freshDataDir(), db: db() })()).toBe(old);
  });
});

describe('two servers on one database', () => {
  let apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  async function chatIdentity(app: TestApp, account: Awaited<ReturnType<typeof signUp>>) {
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/session/create',
      headers: { ...jsonHeaders, cookie: account.cookie },
      payload: { userEmail: account.email, deviceFingerprint: account.device, sessionData: {} },
    });
    expect(created.statusCode).toBe(200);
    const reply = await app.app.inject({
      url: `/api/session/${created.json().sessionToken}/chatbase-identity`,
      headers: { cookie: account.cookie },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().identity.userHash as string;
  }

  it('give a user the same chat identity hash from either server', async () => {
    await clearSecret();
    apps = await Promise.all(
      [freshDataDir(), freshDataDir()].map((dir) => buildTestApp({ database, env: { DATA_DIR: dir } })),
    );
    const [one, two] = apps as [TestApp, TestApp];
    const account = await signUp(one.app);
    const fromOne = await chatIdentity(one, account);
    expect(fromOne).toMatch(/^[0-9a-f]{64}$/);
    expect(await chatIdentity(two, account)).toBe(fromOne);
  });
});
