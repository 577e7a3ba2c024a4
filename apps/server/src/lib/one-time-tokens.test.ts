/**
 * The upgrade to one table of single-use links (migration 0041, decision 152): a database at
 * migration 0040 holds a password-reset link and an email verification link already mailed, and
 * a reset link already used; after the upgrade the two unused links still work, each for its own
 * purpose only, and the used one stays used.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../test/helpers/build-test-app.ts';
import { createUser } from '../../test/helpers/economy-users.ts';
import { verifyEmailRequest } from '../../test/helpers/email-verification.ts';
import { migrationsFolder } from '../db/client.ts';
import { createPglite, wrapPglite } from '../db/pglite.ts';
import { oneTimeTokenHash } from './one-time-tokens.ts';

const UPGRADE = '0041_one-time-tokens';
const clock = new Date('2026-11-28T10:00:00Z');
const inAnHour = new Date(clock.getTime() + 60 * 60_000);
const tokens = { reset: 'reset-link-mailed-before-the-upgrade', verify: 'verify-link-mailed-before-the-upgrade' };
const usedToken = 'reset-link-used-before-the-upgrade';

/** The migrations folder as it was before the upgrade: the journal ends at 0040. */
function migrationsBeforeUpgrade(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-before-0041-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === UPGRADE);
  expect(at, 'the upgrade is in the journal').toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let t: TestApp;
let before: string;
let email: string;
beforeAll(async () => {
  before = migrationsBeforeUpgrade();
  const client = await createPglite();
  const handle = wrapPglite(client);
  await migrate(handle.db as never, { migrationsFolder: before });
  const user = await createUser(handle.db);
  email = user.email;
  await handle.db.execute(sql`update users set email_verified_at = null where id = ${user.id}`);
  await handle.db.execute(sql`insert into password_reset_tokens (token_hash, user_id, created_at, expires_at, used_at)
    values (${oneTimeTokenHash(tokens.reset)}, ${user.id}, ${clock}, ${inAnHour}, null),
           (${oneTimeTokenHash(usedToken)}, ${user.id}, ${clock}, ${inAnHour}, ${clock})`);
  await handle.db.execute(sql`insert into email_verification_tokens (token_hash, user_id, created_at, expires_at)
    values (${oneTimeTokenHash(tokens.verify)}, ${user.id}, ${clock}, ${inAnHour})`);
  // The upgrade, as the server runs it at start.
  await handle.migrate();
  t = await buildTestApp({ now: () => clock, database: { handle, url: null, dispose: () => client.close() } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: jsonHeaders,
    payload: { token, password: 'brand new pass', confirmPassword: 'brand new pass' },
  });

describe('links mailed before the upgrade to one table', () => {
  it('moved, all three, with their purposes', async () => {
    const moved = await t.database.handle.db.execute(
      sql`select purpose, used_at is not null as used from one_time_tokens order by purpose, used`,
    );
    expect((moved as unknown as { rows: unknown[] }).rows).toEqual([
      { purpose: 'email-verification', used: false },
      { purpose: 'password-reset', used: false },
      { purpose: 'password-reset', used: true },
    ]);
  });

  it('a verification link does not reset a password, nor a reset link verify an address', async () => {
    expect((await reset(tokens.verify)).json().message).toBe(authMessages.reset.invalidToken);
    expect((await verifyEmailRequest(t.app, tokens.reset)).statusCode).toBe(400);
  });

  it('a reset link mailed before still resets the password, and a used one stays used', async () => {
    expect((await reset(usedToken)).json().message).toBe(authMessages.reset.invalidToken);
    const done = await reset(tokens.reset);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(authMessages.reset.done);
  });

  it('a verification link mailed before still verifies the address', async () => {
    const reply = await verifyEmailRequest(t.app, tokens.verify);
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = (
      (await t.database.handle.db.execute(
        sql`select email_verified_at from users where email = ${email}`,
      )) as unknown as {
        rows: { email_verified_at: unknown }[];
      }
    ).rows;
    expect(row!.email_verified_at).not.toBeNull();
  });
});
