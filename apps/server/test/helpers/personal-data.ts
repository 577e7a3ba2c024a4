/**
 * Fixtures for the "Your data" tests: an account with a row in every table that names a user,
 * made through the real routes wherever a route exists, and the list of those tables read from
 * the database itself (so a new table with a user column is found without anyone listing it).
 */
import { mindmapItemPath } from '@medsutra/contract/mindmaps/api';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { oauthLoginTokens, oneTimeTokens } from '../../src/db/schema.ts';
import { createEconomyService } from '../../src/modules/economy/service.ts';
import { signUp } from './accounts.ts';
import { jsonHeaders } from './build-test-app.ts';
import { waitFor, waitForMindmap } from './mindmaps.ts';

/** A column that names a person or points at one: user_id, *_user_id, author_id, any email, mail's `to`. */
const USER_COLUMN = /^(user_id|.+_user_id|author_id|owner_id|.*email.*|to)$/;

/** Every table in the public schema with a user column, and those columns. */
export async function tablesWithUserColumns(db: Database): Promise<Map<string, string[]>> {
  const result = await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
    column_name: string;
  }[];
  // Any column with a foreign key to users names a user too, whatever it is called (referrer_id).
  const foreign = await db.execute(
    sql`select kcu.table_name, kcu.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users'`,
  );
  const foreignRows = (Array.isArray(foreign) ? foreign : (foreign as { rows: unknown[] }).rows) as typeof rows;
  const tables = new Map<string, string[]>();
  for (const row of [...rows.filter((row) => USER_COLUMN.test(row.column_name)), ...foreignRows]) {
    const columns = tables.get(row.table_name) ?? [];
    if (!columns.includes(row.column_name)) tables.set(row.table_name, [...columns, row.column_name]);
  }
  return tables;
}

export const PERSON = {
  fullName: 'Meera Iyer',
  phone: '+919812345678',
  contactMessage: 'Please add more pharmacology mindmaps for Meera.',
};

/** Signs up Meera and gives her a row in every personal-data table. */
export async function personWithEverything(app: FastifyInstance, db: Database) {
  const account = await signUp(app, { fullName: PERSON.fullName });
  const { cookie, email } = account;
  const userId: string = account.user.id;
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: { ...jsonHeaders, cookie }, payload });

  expect((await call('PATCH', '/api/account/profile', { phoneNumber: PERSON.phone })).statusCode).toBe(200);
  // Med Coins for a mindmap (the ledger and the wallet change together).
  await createEconomyService({ db }).award({
    userId,
    coins: 500,
    kind: 'admin',
    reason: 'Test funds',
    reference: 'test',
    idempotencyKey: `test-funds:${userId}`,
  });
  const generated = await call('POST', '/api/mindmap/generate', { topic: 'Beta blockers', userEmail: email });
  expect(generated.statusCode).toBe(202);
  const mindmapId: string = generated.json().mindmapId;
  const mindmap = await waitForMindmap(db, mindmapId, ['ready'], { pdf: true });
  const shared = await call('POST', '/api/mindmaps/share', {
    mindmapId,
    title: 'Beta blockers',
    description: 'Mine',
    userEmail: email,
  });
  expect(shared.statusCode, shared.body).toBeLessThan(300);
  expect((await app.inject({ url: mindmapItemPath(mindmapId), headers: { cookie } })).statusCode).toBe(200);

  // A paid order and its subscription (test mode).
  const order = await call('POST', paymentApiPaths.orders, {
    item: { kind: 'plan', planId: 'premium', period: 'month' },
  });
  expect(order.statusCode).toBe(201);
  const paid = await call('POST', paymentApiPaths.testModeComplete(order.json().order.id), { outcome: 'success' });
  expect(paid.statusCode).toBe(200);

  // A password-reset link (its token row and the mail in the outbox) and a contact message.
  const forgot = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: jsonHeaders,
    payload: { email },
  });
  expect(forgot.statusCode).toBe(200);
  // The reset link is made by a job after the reply (the same work for known and unknown emails).
  await waitFor(
    async () =>
      (
        await db
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'password-reset')))
      ).length > 0,
    { what: 'the password-reset token' },
  );
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: jsonHeaders,
    payload: { name: PERSON.fullName, email, subject: 'A request', message: PERSON.contactMessage },
  });
  expect(contact.statusCode).toBeLessThan(300);

  // A Google sign-in hand-over token (its route needs a Google provider; the row is what matters here).
  await db.insert(oauthLoginTokens).values({
    tokenHash: `hash-${userId}`,
    userId,
    googleSubject: `google-${userId}`,
    email,
    fullName: PERSON.fullName,
    expiresAt: new Date(Date.now() + 60_000),
  });

  return { ...account, userId, mindmapId, pdfFileKey: mindmap.pdfFileKey as string };
}

/** The rows of `table` that point at the user by any of its user columns (or carry the email). */
export async function rowsNaming(db: Database, table: string, columns: string[], userId: string, email: string) {
  const conditions = columns.map((column) =>
    /email|^to$/.test(column)
      ? sql`${sql.identifier(column)}::text = ${email}`
      : sql`${sql.identifier(column)}::text = ${userId}`,
  );
  const result = await db.execute(sql`select * from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)}`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}
