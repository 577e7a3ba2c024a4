/**
 * A like sent 10 times at once counts once, on PostgreSQL (PGlite runs one transaction at a time,
 * so there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { notifications, postLikes, posts } from '../../db/schema.ts';

const t = testAppForFile({ skip: !onPostgres });

it.skipIf(!onPostgres)('counts a like sent 10 times at once once, and notifies once', async () => {
  const db = t.database.handle.db;
  const author = await createSignedInUser(db, new Date(), { fullName: 'Asha Rao' });
  const fan = await createSignedInUser(db, new Date(), { fullName: 'Ravi Kumar' });
  const [post] = await db
    .insert(posts)
    .values({
      authorId: author.id,
      kind: 'pearl',
      refId: crypto.randomUUID(),
      title: 'Beck triad',
      createdAt: new Date(),
    })
    .returning({ id: posts.id });
  const replies = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({
        method: 'POST',
        url: medstagramPath.likes(post!.id),
        headers: { ...jsonHeaders, cookie: fan.cookie },
        payload: {},
      }),
    ),
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  const [likes] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(postLikes)
    .where(eq(postLikes.postId, post!.id));
  expect(likes!.n).toBe(1);
  const [notified] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, author.id), eq(notifications.kind, 'like')));
  expect(notified!.n).toBe(1);
});
