/**
 * Medstagram's SQL. Every read that shows people or their content takes the viewer and leaves out
 * hidden content and anyone the viewer has blocked or been blocked by (`visibleTo`), so a new list
 * cannot forget the block by writing its own condition.
 */
import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import {
  blocks,
  follows,
  medstagramProfiles,
  notifications,
  postComments,
  postLikes,
  postSaves,
  posts,
} from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export interface PostPosition {
  /** 1 for a followed student's recent post in the feed tab (shown first), else 0. */
  rank: number;
  createdAt: Date;
  id: string;
}

/** Neither has blocked the other. `author` is a column (or expression) holding a user id. */
function visibleTo(viewerId: string, author: SQL | typeof posts.authorId) {
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${author}) OR (${blocks.blockerId} = ${author} AND ${blocks.blockedId} = ${viewerId}))`;
}

export type FeedScope =
  | { tab: 'feed'; followingSince: Date }
  | { tab: 'following' }
  | { tab: 'saved' }
  | { tab: 'author'; authorId: string };

export function createMedstagramRepository() {
  const followedByViewer = (viewerId: string) =>
    sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${posts.authorId})`;

  return {
    exportPersonalRows,
    erasePersonalRows,
    /**
     * `createdAt` comes from the app's clock (millisecond precision) rather than the database's
     * (microseconds), so a page cursor, which carries a JavaScript date, names a post exactly.
     */
    async insertPost(
      tx: DbExecutor,
      post: {
        authorId: string;
        kind: (typeof posts.kind.enumValues)[number];
        title: string;
        description: string;
        createdAt: Date;
        mindmapId?: string;
        refId?: string;
        image?: { id: string; width: number; height: number } | null;
      },
    ): Promise<string | null> {
      const { image, ...fields } = post;
      const [row] = await tx
        .insert(posts)
        .values({
          ...fields,
          ...(image ? { imageId: image.id, imageWidth: image.width, imageHeight: image.height } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: posts.id });
      return row?.id ?? null;
    },

    async page(exec: DbExecutor, viewerId: string, scope: FeedScope, options: { after?: PostPosition; limit: number }) {
      const rank =
        scope.tab === 'feed'
          ? sql<number>`(CASE WHEN ${followedByViewer(viewerId)} AND ${posts.createdAt} > ${scope.followingSince} THEN 1 ELSE 0 END)`
          : sql<number>`0`;
      const conditions: (SQL | undefined)[] = [isNull(posts.hiddenAt), visibleTo(viewerId, posts.authorId)];
      if (scope.tab === 'following') conditions.push(followedByViewer(viewerId));
      if (scope.tab === 'author') conditions.push(eq(posts.authorId, scope.authorId));
      if (scope.tab === 'saved')
        conditions.push(
          sql`EXISTS (SELECT 1 FROM ${postSaves} WHERE ${postSaves.postId} = ${posts.id} AND ${postSaves.userId} = ${viewerId})`,
        );
      if (options.after) {
        const { createdAt, id } = options.after;
        const sameRank = or(lt(posts.createdAt, createdAt), and(eq(posts.createdAt, createdAt), lt(posts.id, id)));
        conditions.push(
          scope.tab === 'feed'
            ? or(sql`${rank} < ${options.after.rank}`, and(sql`${rank} = ${options.after.rank}`, sameRank))
            : sameRank,
        );
      }
      return (
        exec
          .select({
            id: posts.id,
            kind: posts.kind,
            title: posts.title,
            description: posts.description,
            createdAt: posts.createdAt,
            refId: posts.refId,
            imageId: posts.imageId,
            imageWidth: posts.imageWidth,
            imageHeight: posts.imageHeight,
            authorId: posts.authorId,
            authorAvatarId: medstagramProfiles.avatarId,
            rank: rank.mapWith(Number),
            likeCount: sql<number>`(SELECT count(*) FROM ${postLikes} WHERE ${postLikes.postId} = ${posts.id})`.mapWith(
              Number,
            ),
            commentCount:
              sql<number>`(SELECT count(*) FROM ${postComments} WHERE ${postComments.postId} = ${posts.id} AND ${postComments.hiddenAt} IS NULL AND ${visibleTo(viewerId, sql`${postComments.authorId}`)})`.mapWith(
                Number,
              ),
            likedByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${postLikes} WHERE ${postLikes.postId} = ${posts.id} AND ${postLikes.userId} = ${viewerId})`,
            savedByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${postSaves} WHERE ${postSaves.postId} = ${posts.id} AND ${postSaves.userId} = ${viewerId})`,
            mindmapId: posts.mindmapId,
          })
          .from(posts)
          .leftJoin(medstagramProfiles, eq(medstagramProfiles.userId, posts.authorId))
          .where(and(...conditions))
          // A constant in ORDER BY would name a column by position: rank is ordered on only where it varies.
          .orderBy(...(scope.tab === 'feed' ? [desc(rank)] : []), desc(posts.createdAt), desc(posts.id))
          .limit(options.limit)
      );
    },

    /** A post the viewer may see (not hidden, no block either way), or null. */
    async visiblePost(executor: DbExecutor, viewerId: string, postId: string) {
      const [row] = await executor
        .select({ id: posts.id, authorId: posts.authorId, imageId: posts.imageId })
        .from(posts)
        .where(and(eq(posts.id, postId), isNull(posts.hiddenAt), visibleTo(viewerId, posts.authorId)))
        .limit(1);
      return row ?? null;
    },

    async deletePost(tx: DbExecutor, postId: string) {
      const [row] = await tx.delete(posts).where(eq(posts.id, postId)).returning({ mindmapId: posts.mindmapId });
      return row ?? null;
    },

    async hidePost(tx: DbExecutor, postId: string, at: Date) {
      await tx
        .update(posts)
        .set({ hiddenAt: at })
        .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)));
    },

    async postForReport(executor: DbExecutor, postId: string) {
      const [row] = await executor
        .select({
          id: posts.id,
          authorId: posts.authorId,
          title: posts.title,
          hiddenAt: posts.hiddenAt,
        })
        .from(posts)
        .where(eq(posts.id, postId))
        .limit(1);
      return row ?? null;
    },

    async like(tx: DbExecutor, postId: string, userId: string): Promise<boolean> {
      const rows = await tx
        .insert(postLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      return rows.length > 0;
    },
    async unlike(tx: DbExecutor, postId: string, userId: string) {
      await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
    },
    async likeCount(executor: DbExecutor, postId: string): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(postLikes)
        .where(eq(postLikes.postId, postId));
      return row?.n ?? 0;
    },
    async save(tx: DbExecutor, postId: string, userId: string) {
      await tx.insert(postSaves).values({ postId, userId }).onConflictDoNothing();
    },
    async unsave(tx: DbExecutor, postId: string, userId: string) {
      await tx.delete(postSaves).where(and(eq(postSaves.postId, postId), eq(postSaves.userId, userId)));
    },

    async comments(exec: DbExecutor, viewerId: string, postId: string) {
      return exec
        .select({
          id: postComments.id,
          text: postComments.text,
          createdAt: postComments.createdAt,
          editedAt: postComments.editedAt,
          authorId: postComments.authorId,
          authorAvatarId: medstagramProfiles.avatarId,
        })
        .from(postComments)
        .leftJoin(medstagramProfiles, eq(medstagramProfiles.userId, postComments.authorId))
        .where(
          and(
            eq(postComments.postId, postId),
            isNull(postComments.hiddenAt),
            visibleTo(viewerId, sql`${postComments.authorId}`),
          ),
        )
        .orderBy(postComments.createdAt, postComments.id)
        .limit(500);
    },
    async insertComment(tx: DbExecutor, comment: { postId: string; authorId: string; text: string; createdAt: Date }) {
      const [row] = await tx.insert(postComments).values(comment).returning();
      return row!;
    },
    /** The comment with its post's author, when neither is hidden. */
    async comment(executor: DbExecutor, commentId: string) {
      const [row] = await executor
        .select({
          id: postComments.id,
          postId: postComments.postId,
          authorId: postComments.authorId,
          text: postComments.text,
          createdAt: postComments.createdAt,
          editedAt: postComments.editedAt,
          hiddenAt: postComments.hiddenAt,
          postAuthorId: posts.authorId,
          postHiddenAt: posts.hiddenAt,
        })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .where(eq(postComments.id, commentId))
        .limit(1);
      return row ?? null;
    },
    async editComment(tx: DbExecutor, commentId: string, text: string, at: Date) {
      const [row] = await tx
        .update(postComments)
        .set({ text, editedAt: at })
        .where(eq(postComments.id, commentId))
        .returning();
      return row!;
    },
    async deleteComment(tx: DbExecutor, commentId: string) {
      await tx.delete(postComments).where(eq(postComments.id, commentId));
    },
    async hideComment(tx: DbExecutor, commentId: string, at: Date) {
      await tx
        .update(postComments)
        .set({ hiddenAt: at })
        .where(and(eq(postComments.id, commentId), isNull(postComments.hiddenAt)));
    },

    async blockedEitherWay(executor: DbExecutor, a: string, b: string): Promise<boolean> {
      const [row] = await executor
        .select({ one: sql`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async hasBlocked(executor: DbExecutor, blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await executor
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .limit(1);
      return Boolean(row);
    },
    /**
     * The Medstagram side of a student's profile: its optional fields and counts (the name and
     * handle are the accounts', through the user directory). A student without a profile row
     * still gets her counts.
     */
    async profile(exec: DbExecutor, viewerId: string, userId: string) {
      const [row] = await exec
        .select({
          bio: medstagramProfiles.bio,
          college: medstagramProfiles.college,
          examYear: medstagramProfiles.examYear,
          avatarId: medstagramProfiles.avatarId,
          posts:
            sql<number>`(SELECT count(*) FROM ${posts} WHERE ${posts.authorId} = ${userId} AND ${posts.hiddenAt} IS NULL)`.mapWith(
              Number,
            ),
          followers: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followeeId} = ${userId})`.mapWith(
            Number,
          ),
          following: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followerId} = ${userId})`.mapWith(
            Number,
          ),
          followedByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${userId})`,
          blockedByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${userId})`,
        })
        .from(sql`(VALUES (1)) AS one (x)`)
        .leftJoin(medstagramProfiles, eq(medstagramProfiles.userId, userId));
      return row!;
    },
    async upsertProfile(
      executor: DbExecutor,
      userId: string,
      fields: { bio?: string; college?: string | null; examYear?: number | null; avatarId?: string },
      at: Date,
    ) {
      const [previous] = await executor
        .select({ avatarId: medstagramProfiles.avatarId })
        .from(medstagramProfiles)
        .where(eq(medstagramProfiles.userId, userId));
      await executor
        .insert(medstagramProfiles)
        .values({ userId, ...fields, updatedAt: at })
        .onConflictDoUpdate({ target: medstagramProfiles.userId, set: { ...fields, updatedAt: at } });
      return previous?.avatarId ?? null;
    },

    async follow(tx: DbExecutor, followerId: string, followeeId: string): Promise<boolean> {
      const rows = await tx
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ f: follows.followerId });
      return rows.length > 0;
    },
    async unfollow(tx: DbExecutor, followerId: string, followeeId: string) {
      await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    },
    async block(tx: DbExecutor, blockerId: string, blockedId: string) {
      await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
            and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
          ),
        );
    },
    async unblock(tx: DbExecutor, blockerId: string, blockedId: string) {
      await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    /** Whether the viewer may load this image: a visible post's picture or a visible student's avatar. */
    async imageVisible(exec: DbExecutor, viewerId: string, imageId: string): Promise<boolean> {
      const [post] = await exec
        .select({ one: sql`1` })
        .from(posts)
        .where(and(eq(posts.imageId, imageId), isNull(posts.hiddenAt), visibleTo(viewerId, posts.authorId)))
        .limit(1);
      if (post) return true;
      const [avatar] = await exec
        .select({ one: sql`1` })
        .from(medstagramProfiles)
        .where(and(eq(medstagramProfiles.avatarId, imageId), visibleTo(viewerId, sql`${medstagramProfiles.userId}`)))
        .limit(1);
      return Boolean(avatar);
    },

    async notify(
      executor: DbExecutor,
      row: {
        userId: string;
        actorId: string | null;
        kind: 'follow' | 'like' | 'comment' | 'sale';
        postId?: string | null;
        detail?: string;
        dedupeKey: string;
        createdAt: Date;
      },
    ) {
      await executor.insert(notifications).values(row).onConflictDoNothing();
    },
    async notifications(exec: DbExecutor, viewerId: string, limit: number) {
      return exec
        .select({
          id: notifications.id,
          kind: notifications.kind,
          postId: notifications.postId,
          detail: notifications.detail,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          actorId: notifications.actorId,
          actorAvatarId: medstagramProfiles.avatarId,
        })
        .from(notifications)
        .leftJoin(medstagramProfiles, eq(medstagramProfiles.userId, notifications.actorId))
        .where(and(eq(notifications.userId, viewerId), ...notificationVisible(viewerId)))
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
    },
    async unreadCount(exec: DbExecutor, viewerId: string): Promise<number> {
      const [row] = await exec
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt), ...notificationVisible(viewerId)));
      return row?.n ?? 0;
    },
    async markRead(exec: DbExecutor, viewerId: string, at: Date) {
      await exec
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt)));
    },
  };
}

/** A notification from a blocked student, or about a hidden post, is not shown. */
function notificationVisible(viewerId: string): SQL[] {
  return [
    sql`(${notifications.actorId} IS NULL OR ${visibleTo(viewerId, sql`${notifications.actorId}`)})`,
    sql`(${notifications.postId} IS NULL OR EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.id} = ${notifications.postId} AND ${posts.hiddenAt} IS NULL))`,
  ];
}

export type MedstagramRepository = ReturnType<typeof createMedstagramRepository>;
export type FeedRow = Awaited<ReturnType<MedstagramRepository['page']>>[number];

/** The subject's posts, comments, likes, saves, follows, blocks, profile and notifications, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    posts: await tx.select().from(posts).where(eq(posts.authorId, subject.id)),
    post_comments: await tx.select().from(postComments).where(eq(postComments.authorId, subject.id)),
    post_likes: await tx.select().from(postLikes).where(eq(postLikes.userId, subject.id)),
    post_saves: await tx.select().from(postSaves).where(eq(postSaves.userId, subject.id)),
    follows: await tx
      .select({ followerId: follows.followerId, followeeId: follows.followeeId, createdAt: follows.createdAt })
      .from(follows)
      .where(eq(follows.followerId, subject.id)),
    blocks: await tx.select().from(blocks).where(eq(blocks.blockerId, subject.id)),
    medstagram_profiles: await tx.select().from(medstagramProfiles).where(eq(medstagramProfiles.userId, subject.id)),
    notifications: await tx.select().from(notifications).where(eq(notifications.userId, subject.id)),
  };
}

/** Deletes all of it at erasure, and the follows, blocks and notifications of others that name the subject. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(notifications).where(or(eq(notifications.userId, subject.id), eq(notifications.actorId, subject.id)));
  await tx.delete(postComments).where(eq(postComments.authorId, subject.id));
  await tx.delete(postLikes).where(eq(postLikes.userId, subject.id));
  await tx.delete(postSaves).where(eq(postSaves.userId, subject.id));
  await tx.delete(follows).where(or(eq(follows.followerId, subject.id), eq(follows.followeeId, subject.id)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, subject.id), eq(blocks.blockedId, subject.id)));
  await tx.delete(medstagramProfiles).where(eq(medstagramProfiles.userId, subject.id));
  await tx.delete(posts).where(eq(posts.authorId, subject.id));
  return [];
}
