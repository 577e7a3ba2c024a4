import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mindmaps } from './mindmaps.ts';
import { users } from './users.ts';

/**
 * Medstagram posts. `kind` says what is attached; each kind has its own nullable reference column
 * (a mindmap now; pearls, notes and images later), so a kind is one column and one CHECK away.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mindmap'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A mindmap is shared once: the unique constraint is the last line behind the service's check. */
    mindmapId: uuid('mindmap_id')
      .unique()
      .references(() => mindmaps.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_feed_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_author_feed_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    check('posts_mindmap_attached', sql`${table.kind} <> 'mindmap' OR ${table.mindmapId} IS NOT NULL`),
  ],
);
