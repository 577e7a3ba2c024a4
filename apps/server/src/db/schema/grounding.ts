import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The embedding model's vector for each passage text the tutor retrieves from (decision 135), kept
 * so that a restart or a second API process does not pay the model for the whole library again.
 * Keyed by the model and a hash of the text: a corrected note's new line gets a new row, and an
 * unchanged line keeps its vector across content imports.
 */
export const passageEmbeddings = pgTable(
  'passage_embeddings',
  {
    model: text('model').notNull(),
    /** sha256 of the passage text, hex. */
    textHash: text('text_hash').notNull(),
    dimensions: integer('dimensions').notNull(),
    /** Float32, little-endian, unit length. */
    vector: bytea('vector').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.model, table.textHash] })],
);
