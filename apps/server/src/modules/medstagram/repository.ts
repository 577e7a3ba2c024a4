/** Medstagram's SQL: posts newest first, paged by (created_at, id). */
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { mindmaps, posts, users } from '../../db/schema.ts';

export interface PostPosition {
  createdAt: Date;
  id: string;
}

export function createMedstagramRepository(db: Database) {
  return {
    /**
     * `createdAt` comes from the app's clock (millisecond precision) rather than the database's
     * (microseconds), so a page cursor, which carries a JavaScript date, names a post exactly.
     */
    async insertMindmapPost(
      tx: DbTransaction,
      post: { authorId: string; mindmapId: string; title: string; description: string; createdAt: Date },
    ): Promise<string> {
      const [row] = await tx
        .insert(posts)
        .values({ ...post, kind: 'mindmap' })
        .returning({ id: posts.id });
      return row!.id;
    },

    async page(options: { authorId?: string; after?: PostPosition; limit: number }) {
      const conditions: (SQL | undefined)[] = [];
      if (options.authorId !== undefined) conditions.push(eq(posts.authorId, options.authorId));
      if (options.after) {
        const { createdAt, id } = options.after;
        conditions.push(or(lt(posts.createdAt, createdAt), and(eq(posts.createdAt, createdAt), lt(posts.id, id))));
      }
      return db
        .select({
          id: posts.id,
          kind: posts.kind,
          title: posts.title,
          description: posts.description,
          createdAt: posts.createdAt,
          authorName: users.fullName,
          authorHandle: users.handle,
          mindmapId: mindmaps.id,
          mindmapTopic: mindmaps.topic,
          mindmapSource: mindmaps.source,
          mindmapGrounding: mindmaps.grounding,
          mindmapTree: mindmaps.tree,
        })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .leftJoin(mindmaps, eq(mindmaps.id, posts.mindmapId))
        .where(and(...conditions))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(options.limit);
    },

    /** The author behind a public handle or an email, or null. */
    async findAuthor(by: { handle: string } | { email: string }) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where('handle' in by ? eq(users.handle, by.handle) : eq(users.email, by.email))
        .limit(1);
      return row ?? null;
    },
  };
}
export type MedstagramRepository = ReturnType<typeof createMedstagramRepository>;
export type FeedRow = Awaited<ReturnType<MedstagramRepository['page']>>[number];
