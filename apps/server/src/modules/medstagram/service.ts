/**
 * Medstagram: posts that other modules create inside their own transactions, and the paged feed.
 * Each post kind maps its row to its reply shape in `toPost`; a new kind adds a case there.
 */
import {
  MEDSTAGRAM_PAGE_SIZE,
  type MedstagramPageReply,
  type MedstagramPost,
  medstagramMessages,
  PUBLIC_HANDLE_SHAPE,
} from '@medsutra/contract/medstagram';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import type { FeedRow, MedstagramRepository, PostPosition } from './repository.ts';

function encodeCursor(position: PostPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): PostPosition {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) throw badRequest(medstagramMessages.badCursor);
  return { createdAt, id };
}

function toPost(row: FeedRow): MedstagramPost | null {
  const base = {
    id: row.id,
    author: { name: row.authorName, handle: row.authorHandle },
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
  switch (row.kind) {
    case 'mindmap':
      if (!row.mindmapId || !row.mindmapTree || !row.mindmapSource || !row.mindmapTopic) return null;
      return {
        ...base,
        kind: 'mindmap',
        mindmap: {
          id: row.mindmapId,
          topic: row.mindmapTopic,
          source: row.mindmapSource,
          grounding: row.mindmapGrounding,
          tree: row.mindmapTree,
        },
      };
  }
}

export function createMedstagramService(deps: { repository: MedstagramRepository }) {
  async function page(options: { authorId?: string; cursor?: string | undefined; limit?: number | undefined }) {
    const limit = options.limit ?? MEDSTAGRAM_PAGE_SIZE;
    const rows = await deps.repository.page({
      ...(options.authorId !== undefined ? { authorId: options.authorId } : {}),
      ...(options.cursor ? { after: decodeCursor(options.cursor) } : {}),
      // One more than asked says whether another page exists.
      limit: limit + 1,
    });
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    const reply: MedstagramPageReply = {
      success: true,
      posts: pageRows.map(toPost).filter((post): post is MedstagramPost => post !== null),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
    return reply;
  }

  return {
    createMindmapPost(
      tx: DbTransaction,
      post: { authorId: string; mindmapId: string; title: string; description: string; now: Date },
    ) {
      const { now, ...fields } = post;
      return deps.repository.insertMindmapPost(tx, { ...fields, createdAt: now });
    },
    feed: (options: { cursor?: string | undefined; limit?: number | undefined }) => page(options),
    /**
     * One author's posts by public handle; an email in its place serves only its owner (or an
     * admin), so a URL cannot be used to find out whose email is whose.
     */
    async authorFeed(
      viewer: SessionUser,
      handleOrEmail: string,
      options: { cursor?: string | undefined; limit?: number | undefined },
    ) {
      const key = handleOrEmail.trim().toLowerCase();
      if (key.includes('@')) {
        if (key !== viewer.email && viewer.role !== 'admin')
          throw new AppError('forbidden', medstagramMessages.emailNotYours);
      } else if (!PUBLIC_HANDLE_SHAPE.test(key)) {
        throw notFound(medstagramMessages.noSuchAuthor);
      }
      const author = await deps.repository.findAuthor(key.includes('@') ? { email: key } : { handle: key });
      if (!author) throw notFound(medstagramMessages.noSuchAuthor);
      return page({ ...options, authorId: author.id });
    },
  };
}
export type MedstagramService = ReturnType<typeof createMedstagramService>;

/** The old names, kept until the parallel branches that import them merge. */
export const createFeedService = createMedstagramService;
export type FeedService = MedstagramService;
