/**
 * "Delete my account": the password check, one pending request, cancelling by DELETE and by
 * signing in, and the erasure after 7 days: no personal data left in any table that names a user,
 * files gone, payment records kept without the name, the ledger still balanced, run once.
 */
import { accountDataMessages } from '@medsutra/contract/account/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStatus, PASSWORD, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { fastJobsEnv, testJobQueue, waitFor } from '../../../test/helpers/mindmaps.ts';
import {
  PERSON,
  personWithEverything,
  rowsNaming,
  tablesWithUserColumns,
} from '../../../test/helpers/personal-data.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { createFilesystemStore } from '../../adapters/files/filesystem.ts';
import { accountAuditEvents, accountDeletions, orders, users } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ACCOUNT_JOBS } from './export-service.ts';
import { personalDataSources } from './personal-data-registry.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();
let database: TestDatabase;
let jobs: JobQueue;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = testJobQueue(database);
  t = await buildTestApp({ database, env: fastJobsEnv(), now: () => new Date(clock), deps: { jobs } });
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

const requestDeletion = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/deletion', headers: { ...jsonHeaders, cookie }, payload });
const cancelDeletion = (cookie: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/account/deletion', headers: { ...jsonHeaders, cookie }, payload: {} });
const deletionStatus = (cookie: string) => t.app.inject({ url: '/api/account/deletion', headers: { cookie } });

async function auditOf(userId: string) {
  const rows = await database.handle.db.select().from(accountAuditEvents).where(eq(accountAuditEvents.userId, userId));
  return rows.map(
    (row) => `${row.action}:${row.outcome}${row.detail && !row.detail.includes(' ') ? `:${row.detail}` : ''}`,
  );
}

/** Runs the sweep as the scheduler would, through the queue, and waits until the request is erased. */
async function sweepUntilErased(userId: string) {
  await jobs.send(ACCOUNT_JOBS.sweep, {});
  return waitFor(
    async () => {
      const [row] = await database.handle.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
      return row?.erasedAt ? row : undefined;
    },
    { what: 'the account to be erased', timeoutMs: 30_000 },
  );
}

describe('asking to delete the account', () => {
  it('needs the right password and gives the date 7 days later; a second request is refused', async () => {
    const asha = await signUp(t.app);
    const missing = await requestDeletion(asha.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(accountDataMessages.passwordRequired);
    const wrong = await requestDeletion(asha.cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountDataMessages.passwordWrong);
    expect((await deletionStatus(asha.cookie)).json().deletion.scheduledFor).toBeNull();

    const done = await requestDeletion(asha.cookie, { password: PASSWORD });
    expect(done.statusCode).toBe(200);
    const scheduledFor = new Date(done.json().deletion.scheduledFor).getTime();
    expect(scheduledFor).toBe(clock + 7 * DAY_MS);
    expect(done.json().message).toMatch(/^Your account will be deleted on \d{1,2} \w+ \d{4}\./);
    expect((await deletionStatus(asha.cookie)).json().deletion.scheduledFor).toBe(new Date(scheduledFor).toISOString());

    const again = await requestDeletion(asha.cookie, { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your account is already scheduled for deletion on /);
    expect(await auditOf(asha.user.id)).toEqual(
      expect.arrayContaining(['deletion_requested:refused', 'deletion_requested:ok']),
    );
    expect((await requestDeletion('medsutra_session=nobody', { password: PASSWORD })).statusCode).toBe(401);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can race (docs/architecture.md, Data).
  it.skipIf(!onPostgres)('schedules once when two requests race; the other is told it is scheduled', async () => {
    const racer = await signUp(t.app);
    const replies = await Promise.all([
      requestDeletion(racer.cookie, { password: PASSWORD }),
      requestDeletion(racer.cookie, { password: PASSWORD }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const rows = await database.handle.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, racer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('asks a Google-only account (no password) to confirm instead', async () => {
    const google = await createSignedInUser(database.handle.db, new Date(clock));
    const unconfirmed = await requestDeletion(google.cookie, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(accountDataMessages.googleOnlyConfirm);
    const notTrue = await requestDeletion(google.cookie, { confirm: false });
    expect(notTrue.statusCode).toBe(400);
    expect(notTrue.json().message).toBe(accountDataMessages.confirmRequired);
    expect((await requestDeletion(google.cookie, { confirm: true })).statusCode).toBe(200);
  });

  it('is cancelled by DELETE, and a second cancel says there is nothing to cancel', async () => {
    const ravi = await signUp(t.app);
    expect((await requestDeletion(ravi.cookie, { password: PASSWORD })).statusCode).toBe(200);
    const cancelled = await cancelDeletion(ravi.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      deletion: { scheduledFor: null },
      message: accountDataMessages.deleteCancelled,
    });
    const nothing = await cancelDeletion(ravi.cookie);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(accountDataMessages.nothingToCancel);
    // A new request can be made after a cancel.
    expect((await requestDeletion(ravi.cookie, { password: PASSWORD })).statusCode).toBe(200);
    expect(await auditOf(ravi.user.id)).toContain('deletion_cancelled:ok:request');
  });

  it('is cancelled by signing in during the window, but not by a refused sign-in', async () => {
    const priya = await signUp(t.app);
    expect((await requestDeletion(priya.cookie, { password: PASSWORD })).statusCode).toBe(200);
    expect((await signInRequest(t.app, { email: priya.email, password: 'wrong one 123' })).statusCode).toBe(401);
    expect((await deletionStatus(priya.cookie)).json().deletion.scheduledFor).not.toBeNull();

    const signedIn = await signInRequest(t.app, { email: priya.email, device: priya.device });
    expect(signedIn.statusCode).toBe(200);
    expect((await deletionStatus(priya.cookie)).json().deletion.scheduledFor).toBeNull();
    expect(await auditOf(priya.user.id)).toContain('deletion_cancelled:ok:sign_in');

    // Cancelled means kept: the sweep after the window leaves the account alone.
    clock += 8 * DAY_MS;
    try {
      await jobs.send(ACCOUNT_JOBS.sweep, {});
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [row] = await database.handle.db.select().from(users).where(eq(users.id, priya.user.id));
      expect(row?.email).toBe(priya.email);
    } finally {
      clock -= 8 * DAY_MS;
    }
  });
});

describe('erasing the account after 7 days', () => {
  it('leaves no personal data in any table that names a user, keeps payments without the name, and balances', async () => {
    const db = database.handle.db;
    const meera = await personWithEverything(t.app, db);
    const files = createFilesystemStore(t.config.filesDirPath);
    expect(await files.get(meera.pdfFileKey)).not.toBeNull();
    const [orderBefore] = await db.select().from(orders).where(eq(orders.userId, meera.userId));
    expect((await requestDeletion(meera.cookie, { password: PASSWORD })).statusCode).toBe(200);

    // Not before the date.
    clock += 7 * DAY_MS - 60_000;
    await jobs.send(ACCOUNT_JOBS.sweep, {});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db.select().from(users).where(eq(users.id, meera.userId)))[0]?.email).toBe(meera.email);

    clock += 2 * 60_000;
    await sweepUntilErased(meera.userId);

    const registry = personalDataSources();
    const policies = Object.assign({}, ...registry.map((source) => source.tables)) as Record<string, { erase: string }>;
    const personal = [meera.email, PERSON.fullName, PERSON.phone, PERSON.contactMessage, 'Beta blockers', 'Mozilla'];
    for (const [table, columns] of await tablesWithUserColumns(db)) {
      const rows = await rowsNaming(db, table, columns, meera.userId, meera.email);
      const text = JSON.stringify(rows);
      for (const value of personal) expect(text, `${table} still holds "${value}"`).not.toContain(value);
      if (policies[table]?.erase === 'delete') expect(rows, `${table} rows left`).toEqual([]);
    }
    const [user] = await db.select().from(users).where(eq(users.id, meera.userId));
    expect(user).toMatchObject({
      email: `deleted-${meera.userId}@deleted.invalid`,
      fullName: 'Deleted user',
      phoneNumber: null,
      passwordHash: null,
      googleSubject: null,
      accessAllowed: 'no',
    });
    // The payment record the law requires stays, pointing at the anonymised row.
    const [orderAfter] = await db.select().from(orders).where(eq(orders.userId, meera.userId));
    expect(orderAfter).toEqual(orderBefore);
    await expectLedgerBalanced(db);
    // The mindmap PDF is gone, the old session ends, and the old password opens nothing.
    expect(await files.get(meera.pdfFileKey)).toBeNull();
    expect((await authStatus(t.app, meera.cookie)).json().authenticated).toBe(false);
    // The email names no account any more.
    expect((await signInRequest(t.app, { email: meera.email })).statusCode).toBe(404);

    // Idempotent: another sweep (as after a restart) erases nothing twice.
    await jobs.send(ACCOUNT_JOBS.sweep, {});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await auditOf(meera.userId)).filter((entry) => entry.startsWith('account_erased'))).toEqual([
      'account_erased:ok',
    ]);
    await expectLedgerBalanced(db);
  });
});
