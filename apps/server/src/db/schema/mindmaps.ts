import type { MindmapTree } from '@medsutra/contract/mindmaps/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/**
 * A mindmap and its generation job's state: queued → generating → ready (tree stored), or
 * failed (and refunded). The PDF is rendered afterwards; `pdfFileKey` names it in the file store.
 */
export const mindmaps = pgTable(
  'mindmaps',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    topic: text('topic').notNull(),
    status: text('status', { enum: ['queued', 'generating', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** `ai` or `offline` once ready: every screen labels an offline outline as such. */
    source: text('source', { enum: ['ai', 'offline'] }),
    /** The model that wrote it (for an AI mindmap). */
    model: text('model'),
    tree: jsonb('tree').$type<MindmapTree>(),
    /**
     * Where its facts came from (docs/product-rules.md, AI honesty): `library-offline` (composed from the
     * library without a model), `library` (a model wrote it from retrieved passages) or `general`
     * (a model answered without library support). Null for mindmaps made before the library.
     */
    grounding: text('grounding', { enum: ['library-offline', 'library', 'general'] }),
    /** The library references behind it, shown in the viewer and printed in the PDF. */
    references: jsonb('references').$type<string[]>().notNull().default([]),
    /** A sentence for the person when the job failed. */
    failureReason: text('failure_reason'),
    coinsSpent: integer('coins_spent').notNull(),
    xpAwarded: integer('xp_awarded').notNull(),
    refundedAt: timestamptz('refunded_at'),
    pdfFileKey: text('pdf_file_key'),
    pdfBytes: integer('pdf_bytes'),
    sharedAt: timestamptz('shared_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('mindmaps_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('mindmaps_coins_spent_not_negative', sql`${table.coinsSpent} >= 0`),
    check(
      'mindmaps_ready_has_tree',
      sql`${table.status} <> 'ready' OR (${table.tree} IS NOT NULL AND ${table.source} IS NOT NULL)`,
    ),
  ],
);
