/**
 * The Golden Med Store on the embedded database: buying through the test-mode checkout grants a
 * watermarked copy once, Premium Plus takes marked items free, admins grant and revoke (logged),
 * the CSV import is all or nothing, and every admin call is 403 for anyone else.
 */
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  goldenApiPaths,
  goldenClaimUrl,
  goldenMessages,
  grantRevokeUrl,
  sheetsExportCsvUrl,
} from '@medsutra/contract/golden-store/api';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { contentStreamsOf, createGoldenItem, pdfHex } from '../../../test/helpers/golden-store.ts';
import { adminActions, goldenGrants, subscriptions, userPdfs } from '../../db/schema.ts';
import { maskEmail, watermarkLine } from '../../lib/pdf-watermark.ts';
import { adminOnlyMessage } from '../admin/require-admin.ts';

let t: TestApp;
let admin: { id: string; email: string; cookie: string };
/** The app's clock: the real time unless a test moves it (and puts it back). */
let clock: Date | null = null;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock ?? new Date() });
  const row = await createUser(t.database.handle.db, { role: 'admin', fullName: 'Meera Admin' });
  admin = { ...row, cookie: await signIn(t.database.handle.db, row.id, new Date()) };
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const db = () => t.database.handle.db;
const call = (user: { cookie: string } | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user ? { ...jsonHeaders, cookie: user.cookie } : jsonHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function purchased(user: User) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/pdfs/category/purchased?email=${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().pdfs as { id: string; title: string }[];
}

async function buy(user: User, itemId: string) {
  const created = await call(user, 'POST', paymentApiPaths.orders, { item: { kind: 'goldenPdf', itemId } });
  expect(created.statusCode).toBe(201);
  const order = created.json().order;
  expect(order.amountPaise).toBeGreaterThan(0);
  return order as { id: string; amountPaise: number };
}

describe('buying a Golden Med Store PDF', () => {
  it('grants one watermarked copy into purchased PDFs, once, whatever confirms it twice', async () => {
    const item = await createGoldenItem(t, admin, { title: 'Golden cardiology', priceInr: 249, pages: 3 });
    const buyer = await createSignedInUser(db(), new Date(), { fullName: 'Ravi Kumar' });
    const order = await buy(buyer, item.id);
    expect(order.amountPaise).toBe(24_900);
    for (let i = 0; i < 2; i++) {
      const done = await call(buyer, 'POST', paymentApiPaths.testModeComplete(order.id), { outcome: 'success' });
      expect(done.statusCode).toBe(200);
    }
    const pdfs = await purchased(buyer);
    expect(pdfs).toEqual([{ id: expect.any(String), title: 'Golden cardiology' }]);
    expect(await db().select().from(goldenGrants).where(eq(goldenGrants.userId, buyer.id))).toHaveLength(1);

    const data = await t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${pdfs[0]!.id}/data`,
      headers: { cookie: buyer.cookie },
    });
    expect(data.statusCode).toBe(200);
    const line = watermarkLine({ name: 'Ravi Kumar', maskedEmail: maskEmail(buyer.email), orderId: order.id });
    const stamped = contentStreamsOf(data.rawPayload).filter((stream) => stream.includes(pdfHex(line)));
    // Two lines (footer and diagonal) on each of the 3 pages.
    expect(stamped.length).toBeGreaterThanOrEqual(3);

    // Owning it, the buyer cannot order it again; another user cannot read the copy.
    const again = await call(buyer, 'POST', paymentApiPaths.orders, { item: { kind: 'goldenPdf', itemId: item.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(goldenMessages.alreadyOwned);
    const other = await createSignedInUser(db(), new Date());
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${pdfs[0]!.id}/data`,
      headers: { cookie: other.cookie },
    });
    expect(stolen.statusCode).toBe(403);
    const items = (await call(buyer, 'GET', goldenApiPaths.items)).json().items;
    expect(items.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({ owned: true, priceInr: 249 });

    // The buyer taking the copy off her list takes its bytes too: they are hers alone.
    const [row] = await db().select().from(userPdfs).where(eq(userPdfs.id, pdfs[0]!.id));
    const copyFile = path.join(t.config.filesDirPath, row!.fileKey);
    expect(existsSync(copyFile)).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pdfs/${pdfs[0]!.id}`,
      headers: { ...jsonHeaders, cookie: buyer.cookie },
      payload: {},
    });
    expect(removed.statusCode).toBe(200);
    expect(await purchased(buyer)).toEqual([]);
    expect(existsSync(copyFile)).toBe(false);
  });

  it('gives Premium Plus the marked items free and asks everyone else to pay', async () => {
    const marked = await createGoldenItem(t, admin, { title: 'Golden NEET PG pack', includedInPremiumPlus: true });
    const free = await createSignedInUser(db(), new Date());
    const refused = await call(free, 'POST', goldenClaimUrl(marked.id), {});
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(goldenMessages.notIncluded);

    const plus = await createSignedInUser(db(), new Date());
    const now = new Date();
    await db()
      .insert(subscriptions)
      .values({
        userId: plus.id,
        planId: 'premiumPlus',
        startedAt: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
        monthsPaid: 1,
      });
    const orderRefused = await call(plus, 'POST', paymentApiPaths.orders, {
      item: { kind: 'goldenPdf', itemId: marked.id },
    });
    expect(orderRefused.statusCode).toBe(409);
    const claimed = await call(plus, 'POST', goldenClaimUrl(marked.id), {});
    expect(claimed.statusCode).toBe(200);
    expect((await purchased(plus)).map((pdf) => pdf.id)).toEqual([claimed.json().pdfId]);
    expect((await call(plus, 'POST', goldenClaimUrl(marked.id), {})).statusCode).toBe(409);
  });
});

describe('Premium Plus items after the plan ends (decision 068)', () => {
  const DAY = 86_400_000;
  const openPdf = (user: User, pdfId: string) =>
    t.app.inject({ method: 'GET', url: `/api/pdfs/${pdfId}/data`, headers: { cookie: user.cookie } });

  it('closes a claimed copy when the plan ends, keeps bought ones, and opens it again on renewal or purchase', async () => {
    const start = new Date();
    const packs = [
      await createGoldenItem(t, admin, { title: 'Golden renal pack', includedInPremiumPlus: true, priceInr: 99 }),
      await createGoldenItem(t, admin, { title: 'Golden liver pack', includedInPremiumPlus: true, priceInr: 149 }),
    ];
    const bought = await createGoldenItem(t, admin, { title: 'Golden ECG atlas', priceInr: 199 });
    const plus = await createSignedInUser(db(), start);
    await db()
      .insert(subscriptions)
      .values({
        userId: plus.id,
        planId: 'premiumPlus',
        startedAt: start,
        currentPeriodEnd: new Date(start.getTime() + 30 * DAY),
        monthsPaid: 1,
      });
    const claimed: string[] = [];
    for (const pack of packs) {
      const reply = await call(plus, 'POST', goldenClaimUrl(pack.id), {});
      expect(reply.statusCode).toBe(200);
      claimed.push(reply.json().pdfId);
    }
    const order = await buy(plus, bought.id);
    await call(plus, 'POST', paymentApiPaths.testModeComplete(order.id), { outcome: 'success' });
    const boughtPdf = (await purchased(plus)).find((pdf) => pdf.title === 'Golden ECG atlas')!.id;
    for (const pdfId of [...claimed, boughtPdf]) expect((await openPdf(plus, pdfId)).statusCode).toBe(200);

    try {
      // The plan ends: the claimed copies stay listed but do not open; the bought one does.
      clock = new Date(start.getTime() + 31 * DAY);
      plus.cookie = await signIn(db(), plus.id, clock);
      expect((await purchased(plus)).map((pdf) => pdf.id).sort()).toEqual([...claimed, boughtPdf].sort());
      for (const pdfId of claimed) {
        const closed = await openPdf(plus, pdfId);
        expect(closed.statusCode).toBe(402);
        expect(closed.json()).toMatchObject({ message: goldenMessages.planEnded, error: 'premium_plus_ended' });
      }
      expect((await openPdf(plus, boughtPdf)).statusCode).toBe(200);
      const items = (await call(plus, 'GET', goldenApiPaths.items)).json().items as { id: string }[];
      expect(items.find((item) => item.id === packs[0]!.id)).toMatchObject({ owned: false, includedForYou: false });
      expect(items.find((item) => item.id === bought.id)).toMatchObject({ owned: true });

      // Buying a closed pack keeps the listed copy for good (no second copy), whatever the plan.
      const keep = await buy(plus, packs[0]!.id);
      expect(keep.amountPaise).toBe(9_900);
      await call(plus, 'POST', paymentApiPaths.testModeComplete(keep.id), { outcome: 'success' });
      expect(await purchased(plus)).toHaveLength(3);
      expect((await openPdf(plus, claimed[0]!)).statusCode).toBe(200);
      const grants = await db().select().from(goldenGrants).where(eq(goldenGrants.userId, plus.id));
      expect(grants.find((g) => g.itemId === packs[0]!.id)).toMatchObject({ source: 'order', orderId: keep.id });
      expect((await openPdf(plus, claimed[1]!)).statusCode).toBe(402);

      // Renewing Premium Plus opens the other claimed copy again.
      await db()
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(clock.getTime() + 30 * DAY) })
        .where(eq(subscriptions.userId, plus.id));
      expect((await openPdf(plus, claimed[1]!)).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 31 * DAY);
      plus.cookie = await signIn(db(), plus.id, clock);
      expect((await openPdf(plus, claimed[1]!)).statusCode).toBe(402);
      expect((await openPdf(plus, claimed[0]!)).statusCode).toBe(200);
    } finally {
      clock = null;
    }
  });
});

describe('admins grant and revoke customer PDFs', () => {
  it('grants by email and revokes, each in the audit log, and the PDF leaves purchased PDFs', async () => {
    const item = await createGoldenItem(t, admin, { title: 'Golden pharmacology' });
    const customer = await createSignedInUser(db(), new Date());
    const granted = await call(admin, 'POST', goldenApiPaths.adminGrants, {
      email: customer.email.toUpperCase(),
      itemId: item.id,
      note: 'Paid in cash at the fair',
    });
    expect(granted.statusCode).toBe(201);
    const grant = granted.json().grant;
    expect(grant).toMatchObject({ source: 'admin', itemTitle: 'Golden pharmacology', revokedAt: null });
    expect(await purchased(customer)).toHaveLength(1);
    expect(
      (await call(admin, 'POST', goldenApiPaths.adminGrants, { email: customer.email, itemId: item.id })).statusCode,
    ).toBe(409);

    const found = await call(
      admin,
      'GET',
      `${goldenApiPaths.adminCustomer}?email=${encodeURIComponent(customer.email)}`,
    );
    expect(found.json().grants.map((g: { id: string }) => g.id)).toEqual([grant.id]);

    const revoked = await call(admin, 'POST', grantRevokeUrl(grant.id), { reason: 'Refunded' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().grant.revokedAt).not.toBeNull();
    expect(await purchased(customer)).toEqual([]);
    expect(await db().select().from(userPdfs).where(eq(userPdfs.id, grant.pdfId))).toEqual([]);
    expect((await call(admin, 'POST', grantRevokeUrl(grant.id), {})).statusCode).toBe(409);

    const logged = await db().select().from(adminActions).where(eq(adminActions.targetId, grant.id));
    expect(logged.map((row) => row.action).sort()).toEqual(['pdf.grant', 'pdf.revoke']);
    expect(logged.every((row) => row.adminUserId === admin.id)).toBe(true);
  });

  it('applies a CSV of grants all or nothing: one bad row and nobody is granted', async () => {
    const item = await createGoldenItem(t, admin, { title: 'Golden pathology' });
    const first = await createSignedInUser(db(), new Date());
    const second = await createSignedInUser(db(), new Date());
    const bad = `email,item_id,note\n${first.email},${item.id},offline sale\nnobody-${crypto.randomUUID()}@example.com,${item.id},\n${second.email},${item.id},`;
    const preview = await call(admin, 'POST', goldenApiPaths.sheetsImportPreview, { csv: bad });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ applied: false, errors: 1 });
    expect(preview.json().rows.map((row: { status: string }) => row.status)).toEqual(['ok', 'error', 'ok']);
    expect(preview.json().rows[1]).toMatchObject({ line: 3, problem: goldenMessages.customerNotFound });

    const refused = await call(admin, 'POST', goldenApiPaths.sheetsImportApply, { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(goldenMessages.importHasBadRows);
    expect(refused.json().report.errors).toBe(1);
    expect(await purchased(first)).toEqual([]);
    expect(await purchased(second)).toEqual([]);

    const good = `email,item_id\n${first.email},${item.id}\n"${second.email}",${item.id}\n`;
    const applied = await call(admin, 'POST', goldenApiPaths.sheetsImportApply, { csv: good });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, granted: 2, errors: 0 });
    expect(await purchased(first)).toHaveLength(1);
    expect(await purchased(second)).toHaveLength(1);
    // The same file again changes nothing: both rows are skipped.
    expect((await call(admin, 'POST', goldenApiPaths.sheetsImportApply, { csv: good })).json()).toMatchObject({
      granted: 0,
      skipped: 2,
    });

    const csv = await call(admin, 'GET', sheetsExportCsvUrl('grants'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'grant_id,email,item_id,item_title,source,order_id,granted_at,revoked_at,note',
    );
    expect(csv.body).toContain(`${first.email},${item.id},Golden pathology,import`);
  });

  it('refuses every admin call to a non-admin (403) and to no session (401)', async () => {
    const student = await createSignedInUser(db(), new Date());
    const item = await createGoldenItem(t, admin, { title: 'Golden microbiology' });
    const grant = (
      await call(admin, 'POST', goldenApiPaths.adminGrants, { email: student.email, itemId: item.id })
    ).json().grant;
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['POST', goldenApiPaths.adminItems, { pdfId: crypto.randomUUID(), title: 'x', priceInr: 10 }],
      ['GET', `${goldenApiPaths.adminCustomer}?email=${encodeURIComponent(student.email)}`],
      ['POST', goldenApiPaths.adminGrants, { email: student.email, itemId: item.id }],
      ['POST', grantRevokeUrl(grant.id), {}],
      ['GET', goldenApiPaths.sheetsStatus],
      ['GET', sheetsExportCsvUrl('orders')],
      ['POST', '/api/admin/sheets-sync/export/orders/google', {}],
      ['POST', goldenApiPaths.sheetsImportPreview, { csv: 'email,item_id\n' }],
      ['POST', goldenApiPaths.sheetsImportApply, { csv: `email,item_id\n${student.email},${item.id}` }],
    ];
    for (const [method, url, payload] of calls) {
      const forbidden = await call(student, method, url, payload);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().message).toBe(adminOnlyMessage);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
    // The grant the student could not revoke is still live.
    expect(await purchased(student)).toHaveLength(1);
  });
});
