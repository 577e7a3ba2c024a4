import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userKey, userRef } from './columns.ts';
import { mindmaps } from './mindmaps.ts';
import { users } from './users.ts';

/** Every kind of post; a kind built by another module is shared with a `refId` and the title and summary it gave. */
export const POST_KINDS = ['mindmap', 'pearl', 'image', 'listing', 'concept_map', 'saved_case'] as const;

/**
 * Medstagram posts. `kind` says what is attached: a mindmap by its own column, the other kinds by
 * `ref_id` (the id in the module that owns the thing, shared once per kind) and, for image posts
 * and pearls with a picture, the processed image. `hidden_at` is set when a report is upheld:
 * hidden posts appear in no list and no API.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: userRef('author_id'),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A mindmap is shared once: the unique constraint is the last line behind the service's check. */
    mindmapId: uuid('mindmap_id')
      .unique()
      .references(() => mindmaps.id, { onDelete: 'cascade' }),
    /** The shared thing's id in its own module (a pearl, a listing, a concept map, a saved case). */
    refId: text('ref_id'),
    /** The processed WebP image's id (`medstagram/<id>.webp` in the file store) and its size. */
    imageId: uuid('image_id'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    hiddenAt: timestamptz('hidden_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('posts_feed_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_author_feed_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('posts_kind_ref_unique').on(table.kind, table.refId),
    check('posts_mindmap_attached', sql`${table.kind} <> 'mindmap' OR ${table.mindmapId} IS NOT NULL`),
    check('posts_image_attached', sql`${table.kind} <> 'image' OR ${table.imageId} IS NOT NULL`),
    check('posts_ref_attached', sql`${table.kind} IN ('mindmap', 'image') OR ${table.refId} IS NOT NULL`),
  ],
);

/** A student's mark on a post (a like, a save): its columns, one row per student and post. */
const postMarkColumns = () => ({
  postId: parentRef('post_id', () => posts.id),
  userId: userRef(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * One student's tie to another (a follow, a block): once per pair, never to oneself, and looked up
 * from the second side (`<table>_<second>_idx`, `<table>_not_self`).
 */
function userPairKeys(tableName: string, first: AnyPgColumn, second: AnyPgColumn) {
  return [
    primaryKey({ columns: [first, second] }),
    index(`${tableName}_${second.name.replace(/_id$/, '')}_idx`).on(second),
    check(`${tableName}_not_self`, sql`${first} <> ${second}`),
  ];
}

/** A like: one per user and post, so a like sent twice (or ten times at once) counts once. */
export const postLikes = pgTable('post_likes', postMarkColumns(), (table) => [
  primaryKey({ columns: [table.postId, table.userId] }),
  index('post_likes_user_idx').on(table.userId),
]);

/** A saved post, visible only to the one who saved it. */
export const postSaves = pgTable('post_saves', postMarkColumns(), (table) => [
  primaryKey({ columns: [table.postId, table.userId] }),
  index('post_saves_user_idx').on(table.userId, table.createdAt.desc()),
]);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: parentRef('post_id', () => posts.id),
    authorId: userRef('author_id'),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    editedAt: timestamptz('edited_at'),
    hiddenAt: timestamptz('hidden_at'),
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.createdAt),
    check('post_comments_length', sql`char_length(${table.text}) BETWEEN 1 AND 1000`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => userPairKeys('follows', table.followerId, table.followeeId),
);

/** A block hides both people from each other everywhere; it also ends follows both ways. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => userPairKeys('blocks', table.blockerId, table.blockedId),
);

/** The optional parts of a student's public profile (the name and handle live on `users`). */
export const medstagramProfiles = pgTable(
  'medstagram_profiles',
  {
    userId: userKey(),
    bio: text('bio').notNull().default(''),
    college: text('college'),
    examYear: integer('exam_year'),
    /** The processed WebP avatar's id in the file store. */
    avatarId: uuid('avatar_id'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('medstagram_profiles_bio_length', sql`char_length(${table.bio}) <= 300`)],
);

export const NOTIFICATION_KINDS = ['follow', 'like', 'comment', 'sale'] as const;

/**
 * In-app notifications. `dedupe_key` makes each one idempotent (a like taken back and given again
 * notifies once; the store's sale notice is keyed by its order).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** A short line for kinds that carry their own words (the listing's title for a sale). */
    detail: text('detail').notNull().default(''),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} IS NULL`),
  ],
);
