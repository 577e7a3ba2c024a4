/**
 * Medstagram: posts that other modules create inside their own transactions, image posts and
 * shared pearls, the paged feed, profiles, follows, likes, comments, saves, blocks and the in-app
 * notifications. Nothing here pays XP except sharing (docs/product-rules.md: no XP for likes, follows or
 * comments, so the leaderboard cannot be farmed through the feed).
 */

import type { Grounding } from '@medsutra/contract/library/api';
import {
  COMMENT_EDIT_WINDOW_MS,
  FOLLOWING_FIRST_DAYS,
  IMAGE_MAX_BYTES,
  MEDSTAGRAM_PAGE_SIZE,
  type MedstagramComment,
  type MedstagramNotification,
  type MedstagramPageReply,
  type MedstagramPost,
  type MedstagramProfile,
  type MedstagramProfileUpdate,
  type MedstagramTab,
  medstagramMessages,
  PUBLIC_HANDLE_SHAPE,
  type PublicPerson,
} from '@medsutra/contract/medstagram/api';
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import type { MindmapSource, MindmapTree } from '@medsutra/contract/mindmaps/api';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { type ImageWork, imageKey, type ProcessedImage, processImage } from '../../lib/images.ts';
import type { PerUserLimit } from '../../lib/per-user-limit.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { decodeCursor, encodeCursor } from './feed-cursor.ts';
import { createMedstagramRepository, type FeedRow, type FeedScope, type MedstagramRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const imageMessages = {
  type: medstagramMessages.imageType,
  tooLarge: medstagramMessages.imageTooLarge,
  unreadable: medstagramMessages.imageUnreadable,
};
const imageUrl = (id: string | null) => (id ? medstagramPath.image(id) : null);

function person(name: string, handle: string, avatarId: string | null): PublicPerson {
  return { name, handle, avatarUrl: imageUrl(avatarId) };
}

type AuthorName = { fullName: string; handle: string };

/** What a mindmap post shows of its mindmap (the mindmaps module's, through `MindmapCards`). */
interface MindmapCard {
  topic: string;
  source: MindmapSource | null;
  grounding: Grounding | null;
  tree: MindmapTree | null;
}

/** The mindmaps' cards by id, one read per page (filled in by app.ts with the mindmap service). */
interface MindmapCards {
  cardsOf(ids: string[]): Promise<Map<string, MindmapCard>>;
}

function toPost(
  row: FeedRow,
  author: AuthorName,
  map: MindmapCard | undefined,
  viewerId: string,
): MedstagramPost | null {
  const base = {
    id: row.id,
    author: person(author.fullName, author.handle, row.authorAvatarId),
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: Boolean(row.likedByMe),
    savedByMe: Boolean(row.savedByMe),
    mine: row.authorId === viewerId,
  };
  const image =
    row.imageId && row.imageWidth && row.imageHeight
      ? { url: imageUrl(row.imageId)!, width: row.imageWidth, height: row.imageHeight }
      : null;
  switch (row.kind) {
    case 'mindmap':
      if (!row.mindmapId || !map?.tree || !map.source || !map.topic) return null;
      return {
        ...base,
        kind: 'mindmap',
        mindmap: {
          id: row.mindmapId,
          topic: map.topic,
          source: map.source,
          grounding: map.grounding,
          tree: map.tree,
        },
      };
    case 'image':
      return image ? { ...base, kind: 'image', image } : null;
    case 'pearl':
      return row.refId ? { ...base, kind: 'pearl', refId: row.refId, image } : null;
    case 'listing':
    case 'concept_map':
    case 'saved_case':
      return row.refId ? { ...base, kind: row.kind, refId: row.refId } : null;
  }
}

/** What Medstagram needs from the notes module to share a pearl (filled in by app.ts). */
interface PearlSource {
  /** The viewer's own pearl, or a 404. */
  ownPearl(
    user: SessionUser,
    id: string,
  ): Promise<{
    id: string;
    title: string;
    content: string;
    imageId: string | null;
    imageWidth: number | null;
    imageHeight: number | null;
  }>;
  markShared(tx: DbTransaction, pearlId: string, at: Date): Promise<void>;
}

/** Sharing's XP (MEDSTAGRAM_SHARE_XP once per item), through the economy. */
interface ShareXp {
  award(tx: DbTransaction, input: { userId: string; sharedItemId: string }): Promise<{ xpAwarded: number }>;
}

export interface MedstagramServiceDeps {
  db: Database;
  repository?: MedstagramRepository;
  files: FileStore;
  /** Decodes avatars and image posts away from the API process (the file work, decision 073). */
  images: ImageWork;
  now: () => Date;
  commentLimit: PerUserLimit;
  pearls?: PearlSource;
  shareXp?: ShareXp;
  /**
   * The accounts' user directory: names and handles of authors, commenters and notification
   * actors (one look-up per list), and the student behind a handle or an email.
   */
  users: Pick<UserDirectory, 'namesOf' | 'idByHandle' | 'idByEmail'>;
  /** The shared mindmaps that mindmap posts show. */
  mindmaps: MindmapCards;
}

export function createMedstagramService(deps: MedstagramServiceDeps) {
  const { db, files, now, users } = deps;
  const repository = deps.repository ?? createMedstagramRepository();

  /** A post's visible comments, each with its author's name and handle (one directory look-up). */
  async function commentsOf(viewerId: string, postId: string) {
    const rows = await repository.comments(db, viewerId, postId);
    const names = await users.namesOf(
      db,
      rows.map((row) => row.authorId),
    );
    return rows.flatMap((row) => {
      const name = names.get(row.authorId);
      return name ? [{ ...row, authorName: name.fullName, authorHandle: name.handle }] : [];
    });
  }

  async function page(
    viewer: SessionUser,
    scope: { tab: MedstagramTab } | { tab: 'author'; authorId: string },
    options: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<MedstagramPageReply> {
    const limit = options.limit ?? MEDSTAGRAM_PAGE_SIZE;
    const cursor = options.cursor ? decodeCursor(options.cursor) : null;
    const since = cursor?.since ?? new Date(now().getTime() - FOLLOWING_FIRST_DAYS * DAY_MS);
    const feedScope: FeedScope =
      scope.tab === 'feed'
        ? { tab: 'feed', followingSince: since }
        : scope.tab === 'author'
          ? scope
          : { tab: scope.tab };
    // One more than asked says whether another page exists.
    const rows = await repository.page(db, viewer.id, feedScope, {
      ...(cursor ? { after: cursor } : {}),
      limit: limit + 1,
    });
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    const [names, maps] = await Promise.all([
      users.namesOf(
        db,
        pageRows.map((row) => row.authorId),
      ),
      deps.mindmaps.cardsOf(pageRows.flatMap((row) => (row.mindmapId ? [row.mindmapId] : []))),
    ]);
    return {
      success: true,
      posts: pageRows.flatMap((row) => {
        const author = names.get(row.authorId);
        const map = row.mindmapId ? maps.get(row.mindmapId) : undefined;
        const post = author ? toPost(row, author, map, viewer.id) : null;
        return post ? [post] : [];
      }),
      nextCursor: rows.length > limit && last ? encodeCursor({ ...last, since }) : null,
    };
  }

  /**
   * A student by public handle; an email in its place serves only its owner (or an admin), so a
   * URL cannot be used to find out whose email is whose. Blocked either way: not found.
   */
  async function resolvePerson(
    viewer: SessionUser,
    handleOrEmail: string,
    options: { blockedByViewer?: 'allow' } = {},
  ) {
    const key = handleOrEmail.trim().toLowerCase();
    if (key.includes('@')) {
      if (key !== viewer.email && viewer.role !== 'admin') throw forbidden(medstagramMessages.emailNotYours);
    } else if (!PUBLIC_HANDLE_SHAPE.test(key)) {
      throw notFound(medstagramMessages.noSuchAuthor);
    }
    const id = key.includes('@') ? await users.idByEmail(key, db) : await users.idByHandle(db, key);
    if (!id) throw notFound(medstagramMessages.noSuchAuthor);
    const found = { id };
    if (found.id !== viewer.id && (await repository.blockedEitherWay(db, viewer.id, found.id))) {
      // The blocker may still open the profile she blocked, to unblock it; never the other way.
      const theyBlockedViewer = await repository.hasBlocked(db, found.id, viewer.id);
      if (theyBlockedViewer || options.blockedByViewer !== 'allow') throw notFound(medstagramMessages.noSuchAuthor);
    }
    return found;
  }

  /** Another student to follow or block (never oneself). */
  async function other(viewer: SessionUser, handle: string) {
    const found = await resolvePerson(viewer, handle);
    if (found.id === viewer.id) throw badRequest(medstagramMessages.notYourself);
    return found;
  }

  async function visiblePost(viewer: SessionUser, postId: string, tx?: DbTransaction) {
    const post = await repository.visiblePost(tx ?? db, viewer.id, postId);
    if (!post) throw notFound(medstagramMessages.noSuchPost);
    return post;
  }

  async function storeImage(bytes: Buffer, shape: { maxSide: number; square?: boolean }) {
    const processed: ProcessedImage = await processImage(
      deps.images,
      bytes,
      { ...shape, maxBytes: IMAGE_MAX_BYTES },
      imageMessages,
    );
    const id = crypto.randomUUID();
    await files.put(imageKey(id), processed.bytes);
    return { id, width: processed.width, height: processed.height };
  }

  function toComment(
    row: Awaited<ReturnType<typeof commentsOf>>[number],
    viewer: SessionUser,
    postAuthorId: string,
  ): MedstagramComment {
    const mine = row.authorId === viewer.id;
    return {
      id: row.id,
      author: person(row.authorName, row.authorHandle, row.authorAvatarId),
      text: row.text,
      created_at: row.createdAt.toISOString(),
      edited: row.editedAt !== null,
      canEdit: mine && now().getTime() - row.createdAt.getTime() < COMMENT_EDIT_WINDOW_MS,
      canDelete: mine || postAuthorId === viewer.id,
    };
  }

  /** A comment the viewer may see, with its post's author. */
  async function visibleComment(viewer: SessionUser, commentId: string) {
    const row = await repository.comment(db, commentId);
    if (
      !row ||
      row.hiddenAt ||
      row.postHiddenAt ||
      (await repository.blockedEitherWay(db, viewer.id, row.authorId)) ||
      (await repository.blockedEitherWay(db, viewer.id, row.postAuthorId))
    )
      throw notFound(medstagramMessages.noSuchComment);
    return row;
  }

  return {
    createMindmapPost(
      tx: DbTransaction,
      post: { authorId: string; mindmapId: string; title: string; description: string; now: Date },
    ) {
      const { now: at, ...fields } = post;
      return repository.insertPost(tx, { ...fields, kind: 'mindmap', createdAt: at }).then((id) => {
        if (!id) throw new AppError('conflict', medstagramMessages.pearlAlreadyShared);
        return id;
      });
    },

    /**
     * For the modules that own listings, concept maps and saved cases: share one inside their own
     * transaction. The card shows the title and summary given here. Sharing one thing twice
     * returns null (the `(kind, ref_id)` unique index).
     */
    createSharedPost(
      tx: DbTransaction,
      post: {
        kind: 'listing' | 'concept_map' | 'saved_case';
        refId: string;
        authorId: string;
        title: string;
        description: string;
        now: Date;
      },
    ) {
      const { now: at, ...fields } = post;
      return repository.insertPost(tx, { ...fields, createdAt: at });
    },

    feed: (
      viewer: SessionUser,
      options: { tab?: MedstagramTab | undefined; cursor?: string | undefined; limit?: number | undefined },
    ) => page(viewer, { tab: options.tab ?? 'feed' }, options),

    async authorFeed(
      viewer: SessionUser,
      handleOrEmail: string,
      options: { cursor?: string | undefined; limit?: number | undefined },
    ) {
      const author = await resolvePerson(viewer, handleOrEmail);
      return page(viewer, { tab: 'author', authorId: author.id }, options);
    },

    async profile(viewer: SessionUser, handleOrEmail: string): Promise<MedstagramProfile> {
      const found = await resolvePerson(viewer, handleOrEmail, { blockedByViewer: 'allow' });
      const [row, names] = await Promise.all([
        repository.profile(db, viewer.id, found.id),
        users.namesOf(db, [found.id]),
      ]);
      const name = names.get(found.id);
      if (!name) throw notFound(medstagramMessages.noSuchAuthor);
      return {
        ...person(name.fullName, name.handle, row.avatarId),
        bio: row.bio ?? '',
        college: row.college,
        examYear: row.examYear,
        counts: { posts: row.posts, followers: row.followers, following: row.following },
        isMe: found.id === viewer.id,
        followedByMe: Boolean(row.followedByMe),
        blockedByMe: Boolean(row.blockedByMe),
      };
    },

    async updateProfile(viewer: SessionUser, update: MedstagramProfileUpdate) {
      await repository.upsertProfile(
        db,
        viewer.id,
        { bio: update.bio, college: update.college || null, examYear: update.examYear },
        now(),
      );
    },

    async uploadAvatar(viewer: SessionUser, bytes: Buffer) {
      const image = await storeImage(bytes, { maxSide: 256, square: true });
      const previous = await repository.upsertProfile(db, viewer.id, { avatarId: image.id }, now());
      if (previous) await files.delete(imageKey(previous));
      return { avatarUrl: imageUrl(image.id)! };
    },

    async createImagePost(viewer: SessionUser, input: { caption: string; bytes: Buffer }) {
      const image = await storeImage(input.bytes, { maxSide: 1280 });
      const caption = input.caption.trim();
      const firstLine = caption.split('\n')[0]?.slice(0, 120) ?? '';
      const id = await repository.insertPost(db, {
        authorId: viewer.id,
        kind: 'image',
        title: firstLine,
        description: caption,
        image,
        createdAt: now(),
      });
      return { postId: id! };
    },

    /** Shares one of the viewer's pearls (50 XP once per pearl, docs/product-rules.md). */
    async sharePearl(viewer: SessionUser, pearlId: string) {
      if (!deps.pearls || !deps.shareXp) throw notFound(medstagramMessages.pearlNotFound);
      const { pearls, shareXp } = deps;
      const pearl = await pearls.ownPearl(viewer, pearlId);
      return db.transaction(async (tx) => {
        const at = now();
        const postId = await repository.insertPost(tx, {
          authorId: viewer.id,
          kind: 'pearl',
          refId: pearl.id,
          title: pearl.title,
          description: pearl.content,
          // The post shows the pearl's own processed picture (the same file, by id).
          image:
            pearl.imageId && pearl.imageWidth && pearl.imageHeight
              ? { id: pearl.imageId, width: pearl.imageWidth, height: pearl.imageHeight }
              : null,
          createdAt: at,
        });
        if (!postId) throw new AppError('conflict', medstagramMessages.pearlAlreadyShared);
        await pearls.markShared(tx, pearl.id, at);
        const { xpAwarded } = await shareXp.award(tx, { userId: viewer.id, sharedItemId: pearl.id });
        return { postId, xpAwarded };
      });
    },

    async deletePost(viewer: SessionUser, postId: string) {
      const post = await visiblePost(viewer, postId);
      if (post.authorId !== viewer.id) throw forbidden(medstagramMessages.notYourPost);
      await repository.deletePost(db, postId);
      if (post.imageId) await files.delete(imageKey(post.imageId));
    },

    /** Idempotent: a like sent twice (or ten times at once) counts once. */
    async like(viewer: SessionUser, postId: string) {
      return db.transaction(async (tx) => {
        const post = await visiblePost(viewer, postId, tx);
        const added = await repository.like(tx, postId, viewer.id);
        if (added && post.authorId !== viewer.id)
          await repository.notify(tx, {
            userId: post.authorId,
            actorId: viewer.id,
            kind: 'like',
            postId,
            dedupeKey: `like:${postId}:${viewer.id}`,
            createdAt: now(),
          });
        return { liked: true, likeCount: await repository.likeCount(tx, postId) };
      });
    },
    async unlike(viewer: SessionUser, postId: string) {
      await visiblePost(viewer, postId);
      await repository.unlike(db, postId, viewer.id);
      return { liked: false, likeCount: await repository.likeCount(db, postId) };
    },
    async save(viewer: SessionUser, postId: string) {
      await visiblePost(viewer, postId);
      await repository.save(db, postId, viewer.id);
    },
    async unsave(viewer: SessionUser, postId: string) {
      await repository.unsave(db, postId, viewer.id);
    },

    async comments(viewer: SessionUser, postId: string): Promise<MedstagramComment[]> {
      const post = await visiblePost(viewer, postId);
      return (await commentsOf(viewer.id, postId)).map((row) => toComment(row, viewer, post.authorId));
    },
    async addComment(viewer: SessionUser, postId: string, text: string): Promise<MedstagramComment> {
      await deps.commentLimit.count(viewer.id);
      const { id, postAuthorId } = await db.transaction(async (tx) => {
        const post = await visiblePost(viewer, postId, tx);
        const at = now();
        const row = await repository.insertComment(tx, { postId, authorId: viewer.id, text, createdAt: at });
        if (post.authorId !== viewer.id)
          await repository.notify(tx, {
            userId: post.authorId,
            actorId: viewer.id,
            kind: 'comment',
            postId,
            detail: text.slice(0, 140),
            dedupeKey: `comment:${row.id}`,
            createdAt: at,
          });
        return { id: row.id, postAuthorId: post.authorId };
      });
      // Read after the commit: PGlite runs one connection, so a read beside an open transaction waits.
      const [created] = (await commentsOf(viewer.id, postId)).filter((row) => row.id === id);
      if (!created) throw notFound(medstagramMessages.noSuchComment);
      return toComment(created, viewer, postAuthorId);
    },
    /** Only its author, and only within COMMENT_EDIT_WINDOW_MS of posting it (the server's clock). */
    async editComment(viewer: SessionUser, commentId: string, text: string): Promise<MedstagramComment> {
      const row = await visibleComment(viewer, commentId);
      if (row.authorId !== viewer.id) throw forbidden(medstagramMessages.notYourComment);
      if (now().getTime() - row.createdAt.getTime() >= COMMENT_EDIT_WINDOW_MS)
        throw new AppError('conflict', medstagramMessages.editWindowOver);
      await repository.editComment(db, commentId, text, now());
      const [updated] = (await commentsOf(viewer.id, row.postId)).filter((r) => r.id === commentId);
      return toComment(updated!, viewer, row.postAuthorId);
    },
    async deleteComment(viewer: SessionUser, commentId: string) {
      const row = await visibleComment(viewer, commentId);
      if (row.authorId !== viewer.id && row.postAuthorId !== viewer.id)
        throw forbidden(medstagramMessages.cannotDeleteComment);
      await repository.deleteComment(db, commentId);
    },

    async follow(viewer: SessionUser, handle: string) {
      const target = await other(viewer, handle);
      await db.transaction(async (tx) => {
        if (await repository.follow(tx, viewer.id, target.id))
          await repository.notify(tx, {
            userId: target.id,
            actorId: viewer.id,
            kind: 'follow',
            dedupeKey: `follow:${viewer.id}:${target.id}`,
            createdAt: now(),
          });
      });
    },
    async unfollow(viewer: SessionUser, handle: string) {
      const target = await other(viewer, handle);
      await repository.unfollow(db, viewer.id, target.id);
    },
    /** Both students vanish for each other: posts, comments, profiles, notifications; follows end. */
    async block(viewer: SessionUser, handle: string) {
      const target = await other(viewer, handle);
      await db.transaction((tx) => repository.block(tx, viewer.id, target.id));
    },
    /** Unblocking is by handle too; the blocked student's page answers 404 meanwhile, so look it up directly. */
    async unblock(viewer: SessionUser, handle: string) {
      const key = handle.trim().toLowerCase();
      const id = PUBLIC_HANDLE_SHAPE.test(key) ? await users.idByHandle(db, key) : null;
      if (!id) throw notFound(medstagramMessages.noSuchAuthor);
      await repository.unblock(db, viewer.id, id);
    },

    async notifications(viewer: SessionUser): Promise<MedstagramNotification[]> {
      const rows = await repository.notifications(db, viewer.id, 50);
      const names = await users.namesOf(
        db,
        rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
      );
      return rows.map((row) => {
        const actor = row.actorId ? names.get(row.actorId) : undefined;
        return {
          id: row.id,
          kind: row.kind,
          // A sale names no buyer: who bought a note is the buyer's business.
          actor: row.kind !== 'sale' && actor ? person(actor.fullName, actor.handle, row.actorAvatarId) : null,
          postId: row.postId,
          detail: row.detail,
          created_at: row.createdAt.toISOString(),
          read: row.readAt !== null,
        };
      });
    },
    unreadCount: (viewer: SessionUser) => repository.unreadCount(db, viewer.id),
    markAllRead: (viewer: SessionUser) => repository.markRead(db, viewer.id, now()),

    /**
     * For the notes store: "someone bought your note", inside the sale's transaction. Keyed by the
     * order, so a retried sale notifies once.
     */
    async notifyNoteSold(
      tx: DbTransaction,
      sale: { sellerUserId: string; buyerUserId: string; listingTitle: string; orderId: string; now: Date },
    ) {
      await repository.notify(tx, {
        userId: sale.sellerUserId,
        actorId: sale.buyerUserId,
        kind: 'sale',
        detail: sale.listingTitle.slice(0, 140),
        dedupeKey: `sale:${sale.orderId}`,
        createdAt: sale.now,
      });
    },

    /** A processed image, to a viewer who may see the post or avatar it belongs to. */
    async image(viewer: SessionUser, imageId: string): Promise<StoredFile> {
      if (!(await repository.imageVisible(db, viewer.id, imageId))) throw notFound(medstagramMessages.noSuchPost);
      const file = await files.get(imageKey(imageId));
      if (!file) throw notFound(medstagramMessages.noSuchPost);
      return file;
    },
  };
}
export type MedstagramService = ReturnType<typeof createMedstagramService>;
