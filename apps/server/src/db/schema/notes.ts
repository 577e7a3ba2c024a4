import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/**
 * A student's own note (Markdown). `version` starts at 1 and grows by one on every saved edit: an
 * edit names the version it started from, and a stale one is refused (409) with both versions, so
 * a note edited on two devices is never silently overwritten.
 */
export const userNotes = pgTable(
  'user_notes',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    version: integer('version').notNull().default(1),
    /** Library subject and subtopic ids (text, as the library's); not foreign keys, since the library is re-imported. */
    subjectId: text('subject_id'),
    subtopicId: text('subtopic_id'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('user_notes_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    index('user_notes_user_subtopic_idx').on(table.userId, table.subtopicId),
    check('user_notes_version_positive', sql`${table.version} >= 1`),
  ],
);

/** An uploaded PDF: its bytes (and first-page thumbnail, when made) live in the file store. */
export const userPdfs = pgTable(
  'user_pdfs',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull(),
    /** SHA-256 of the bytes: the same file uploaded twice is stored once per user. */
    sha256: text('sha256').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /**
     * A store purchase's copy stamped for its buyer, kept after the first download (decision 069);
     * the key names the order, the source's sha256 and the watermark, so a changed name stamps anew.
     */
    stampedFileKey: text('stamped_file_key'),
    /**
     * The file passed a limit of the file work (decision 073): a stream that inflates too far, an
     * image too large, too long or too much memory. Kept, but never drawn or stamped again.
     */
    unprocessable: boolean('unprocessable').notNull().default(false),
    /** `own` (uploaded) or `purchased` (Golden Med Store or an admin grant). */
    origin: text('origin', { enum: ['own', 'purchased'] })
      .notNull()
      .default('own'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('user_pdfs_user_created_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('user_pdfs_user_sha_idx').on(table.userId, table.sha256),
  ],
);

/**
 * A pearl: one high-yield fact in the student's words. `contentKey` is the normalised text, so a
 * pearl that repeats one of the user's own pays nothing (docs/product-rules.md); `day` is the Asia/Kolkata
 * date it was made, for the 5-a-day XP limit.
 */
export const pearls = pgTable(
  'pearls',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentKey: text('content_key').notNull(),
    subjectId: text('subject_id'),
    subtopicId: text('subtopic_id'),
    day: text('day').notNull(),
    xpAwarded: integer('xp_awarded').notNull().default(0),
    sharedAt: timestamptz('shared_at'),
    /** The optional picture, processed by lib/images.ts (`imageKey(imageId)` in the file store). */
    imageId: uuid('image_id'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('pearls_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('pearls_user_content_idx').on(table.userId, table.contentKey),
    check('pearls_xp_not_negative', sql`${table.xpAwarded} >= 0`),
  ],
);
