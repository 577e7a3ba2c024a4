/**
 * On PostgreSQL (PGlite runs one transaction at a time, so there this would prove nothing): the
 * Razorpay return page and the webhook confirm a Golden Med Store order at the same moment, for
 * several buyers at once; each buyer gets exactly one grant and one watermarked PDF.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { createGoldenItem } from '../../../test/helpers/golden-store.ts';
import { raceConfirmations, useRazorpayApp } from '../../../test/helpers/payment-race.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { goldenGrants, orders, userPdfs } from '../../db/schema.ts';

const BUYERS = 6;

describe.skipIf(!onPostgres)('on PostgreSQL, a Golden order confirmed twice at once', () => {
  const app = useRazorpayApp();

  it(`grants the PDF once to each of ${BUYERS} buyers when the return page and the webhook race`, async () => {
    const t = app();
    const db = t.database.handle.db;
    const adminRow = await createUser(db, { role: 'admin' });
    const item = await createGoldenItem(t, { cookie: await signIn(db, adminRow.id, new Date()) }, { priceInr: 99 });
    const race = () => raceConfirmations(t, { kind: 'goldenPdf', itemId: item.id });

    const results = await Promise.all(Array.from({ length: BUYERS }, race));
    for (const { user, orderId } of results) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'paid', grantedAt: expect.any(Date), amountPaise: 9900 });
      const grants = await db.select().from(goldenGrants).where(eq(goldenGrants.userId, user.id));
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ orderId, source: 'order', revokedAt: null });
      const pdfs = await db.select().from(userPdfs).where(eq(userPdfs.userId, user.id));
      expect(pdfs).toEqual([expect.objectContaining({ id: grants[0]!.pdfId, origin: 'purchased' })]);
    }
  });
});
