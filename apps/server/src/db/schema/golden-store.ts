import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';
import { userPdfs } from './notes.ts';
import { orders } from './payments.ts';
import { users } from './users.ts';

/**
 * A Golden Med Store item: a PDF of MedSutra's own, put on sale by an admin, priced in rupees.
 * Its clean bytes live in the file store under `golden/<id>.pdf`; buyers only ever receive a
 * copy stamped with their watermark. An item taken off sale keeps its row (orders name it).
 */
export const goldenItems = pgTable(
  'golden_items',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subjectId: text('subject_id'),
    priceInr: integer('price_inr').notNull(),
    includedInPremiumPlus: boolean('included_in_premium_plus').notNull().default(false),
    fileKey: text('file_key').notNull(),
    pageCount: integer('page_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (table) => [check('golden_items_price_positive', sql`${table.priceInr} > 0`)],
);

/**
 * One customer's right to one Golden item: from a paid order, from Premium Plus, from an admin or
 * from a CSV import. At most one live grant per customer and item (the partial unique index), and
 * at most one grant per order, so a webhook and a return page arriving together grant once.
 * `pdf_id` is the buyer's watermarked copy in their purchased PDFs (null once revoked).
 */
export const goldenGrants = pgTable(
  'golden_grants',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => goldenItems.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ['order', 'premiumPlus', 'admin', 'import'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pdfId: uuid('pdf_id').references(() => userPdfs.id, { onDelete: 'set null' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    grantedAt: timestamptz('granted_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('golden_grants_live_idx').on(table.userId, table.itemId).where(sql`${table.revokedAt} is null`),
    uniqueIndex('golden_grants_order_idx').on(table.orderId),
    index('golden_grants_granted_idx').on(table.grantedAt),
  ],
);
