/**
 * Medstagram as a community: likes, comments (with their 5-minute edit window on an injected
 * clock), follows, saves, blocks that hide both ways in every list, uploads through the image
 * pipeline, and no email in any reply another student can get.
 */
import { COMMENT_EDIT_WINDOW_MS, COMMENTS_PER_MINUTE } from '@medsutra/contract/medstagram/api';
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { multipartBody } from '../../../test/helpers/notes.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
let origin: string;
let clock = new Date('2026-11-20T10:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  origin = new URL(t.config.PUBLIC_URL).origin;
});
afterAll(() => t?.close());

interface Student {
  id: string;
  email: string;
  cookie: string;
  handle: string;
}

async function student(name: string): Promise<Student> {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, clock, { fullName: name });
  const [row] = await db.select({ handle: users.handle }).from(users).where(eq(users.id, user.id));
  return { ...user, handle: row!.handle };
}

const call = (who: Student, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, origin, ...(method === 'GET' ? {} : jsonHeaders) },
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });

async function pngWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withExif({ IFD0: { Copyright: 'SECRET-CAMERA-OWNER' } })
    .jpeg()
    .toBuffer();
}

async function imagePost(who: Student, caption: string) {
  const body = multipartBody('file', 'ward-notes.jpg', await pngWithExif(), 'image/jpeg');
  const captionPart = `--${body.contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${caption}\r\n`;
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/medstagram/image-posts',
    headers: { cookie: who.cookie, origin, 'content-type': body.contentType },
    payload: Buffer.concat([Buffer.from(captionPart), body.payload]),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().postId as string;
}

async function pearlPost(who: Student, title: string) {
  const created = await call(who, 'POST', '/api/pearls', {
    title,
    content: `${title}: a high-yield fact for the wards.`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const shared = await call(who, 'POST', medstagramPath.sharePearl(created.json().pearl.id));
  expect(shared.statusCode, shared.body).toBe(200);
  return {
    postId: shared.json().postId as string,
    xpAwarded: shared.json().xpAwarded as number,
    pearlId: created.json().pearl.id as string,
  };
}

const feedIds = async (who: Student, tab = 'feed') =>
  ((await call(who, 'GET', `/api/medstagram/posts?tab=${tab}`)).json().posts as { id: string }[]).map(
    (post) => post.id,
  );

describe('posts, likes and saves', () => {
  it('stores an image post as a resized WebP without metadata, served only by its id', async () => {
    const asha = await student('Asha Rao');
    const id = await imagePost(asha, 'My brachial plexus sketch');
    const posts = (await call(asha, 'GET', '/api/medstagram/posts')).json().posts;
    const post = posts.find((p: { id: string }) => p.id === id);
    expect(post).toMatchObject({ kind: 'image', description: 'My brachial plexus sketch', mine: true });
    expect(post.image).toMatchObject({ width: 800, height: 600 });
    const image = await call(asha, 'GET', post.image.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(image.rawPayload.includes(Buffer.from('SECRET-CAMERA-OWNER'))).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const asha = await student('Asha Rao');
    const body = multipartBody('file', 'photo.jpg', Buffer.from('MZ\x90\x00 this is an executable'), 'image/jpeg');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/medstagram/image-posts',
      headers: { cookie: asha.cookie, origin, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Only JPEG, PNG or WebP images can be uploaded.');
  });

  it('shares a pearl once for 50 XP and refuses a second share', async () => {
    const asha = await student('Asha Rao');
    const { postId, xpAwarded, pearlId } = await pearlPost(asha, 'Murphy sign');
    expect(xpAwarded).toBe(50);
    expect(await feedIds(asha)).toContain(postId);
    const again = await call(asha, 'POST', medstagramPath.sharePearl(pearlId));
    expect(again.statusCode).toBe(409);
  });

  it('gives a pearl a processed picture that its shared post shows, and only its owner fetches it by the pearl', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const created = await call(asha, 'POST', '/api/pearls', {
      title: 'Horner syndrome',
      content: 'Ptosis, miosis, anhidrosis.',
    });
    const pearlId = created.json().pearl.id as string;
    const body = multipartBody('file', 'eye.jpg', await pngWithExif(2400, 1600), 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/pearls/${pearlId}/image`,
      headers: { cookie: asha.cookie, origin, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().pearl.image).toMatchObject({ width: 1280, height: 853 });
    expect((await call(ravi, 'GET', `/api/pearls/${pearlId}/image`)).statusCode).toBe(404);
    const shared = await call(asha, 'POST', medstagramPath.sharePearl(pearlId));
    const post = (await call(ravi, 'GET', '/api/medstagram/posts?limit=50'))
      .json()
      .posts.find((p: { id: string }) => p.id === shared.json().postId);
    expect(post).toMatchObject({ kind: 'pearl', title: 'Horner syndrome', image: { width: 1280, height: 853 } });
    const image = await call(ravi, 'GET', post.image.url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes(Buffer.from('SECRET-CAMERA-OWNER'))).toBe(false);
  });

  it('counts a like once however often it is sent, and takes it back on DELETE', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const postId = await imagePost(asha, 'Liked once');
    for (let i = 0; i < 3; i++)
      expect((await call(ravi, 'POST', medstagramPath.likes(postId))).json().likeCount).toBe(1);
    expect((await call(ravi, 'DELETE', medstagramPath.likes(postId))).json()).toMatchObject({
      liked: false,
      likeCount: 0,
    });
    expect((await call(ravi, 'DELETE', medstagramPath.likes(postId))).statusCode).toBe(200);
    // The like notified Asha once, with Ravi's name and handle.
    const notes = (await call(asha, 'GET', '/api/medstagram/notifications')).json().notifications;
    expect(notes.filter((n: { kind: string }) => n.kind === 'like')).toHaveLength(1);
    expect((await call(asha, 'GET', '/api/medstagram/notifications/unread-count')).json().unread).toBe(1);
    await call(asha, 'POST', '/api/medstagram/notifications/read');
    expect((await call(asha, 'GET', '/api/medstagram/notifications/unread-count')).json().unread).toBe(0);
  });

  it('saves a post into the saved tab, and only its author may delete it', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const postId = await imagePost(asha, 'Save me');
    await call(ravi, 'POST', medstagramPath.saves(postId));
    expect(await feedIds(ravi, 'saved')).toEqual([postId]);
    expect((await call(ravi, 'DELETE', medstagramPath.post(postId))).statusCode).toBe(403);
    expect((await call(asha, 'DELETE', medstagramPath.post(postId))).statusCode).toBe(200);
    expect(await feedIds(ravi, 'saved')).toEqual([]);
  });
});

describe('follows and the feed', () => {
  it('puts a followed student’s recent posts first and lists only them in the following tab', async () => {
    const reader = await student('Reader');
    const followed = await student('Followed');
    const stranger = await student('Stranger');
    const older = await imagePost(followed, 'From someone I follow');
    advance(1000);
    const newer = await imagePost(stranger, 'From a stranger, newer');
    expect((await call(reader, 'POST', medstagramPath.follow(followed.handle))).json().following).toBe(true);
    const feed = await feedIds(reader);
    expect(feed.indexOf(older)).toBeLessThan(feed.indexOf(newer));
    expect(await feedIds(reader, 'following')).toEqual([older]);
    expect((await call(reader, 'POST', medstagramPath.follow(reader.handle))).statusCode).toBe(400);
    await call(reader, 'DELETE', medstagramPath.follow(followed.handle));
    expect(await feedIds(reader, 'following')).toEqual([]);
  });

  it('pages the feed with a cursor without repeating or skipping a post', async () => {
    const reader = await student('Pager');
    // Following someone puts a group first: the walk must cross from it to the rest cleanly.
    const followed = await student('Followed Author');
    const followedOne = await imagePost(followed, 'Followed one');
    advance(1000);
    const followedTwo = await imagePost(followed, 'Followed two');
    const stranger = await student('Stranger Author');
    advance(1000);
    await imagePost(stranger, 'Newer, not followed');
    await imagePost(stranger, 'Newest, not followed');
    await call(reader, 'POST', medstagramPath.follow(followed.handle));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply = await call(reader, 'GET', `/api/medstagram/posts?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.statusCode).toBe(200);
      seen.push(...reply.json().posts.map((p: { id: string }) => p.id));
      cursor = reply.json().nextCursor;
    } while (cursor);
    const all = (await call(reader, 'GET', '/api/medstagram/posts?limit=50'))
      .json()
      .posts.map((p: { id: string }) => p.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.slice(0, 2)).toEqual([followedTwo, followedOne]);
  });
});

describe('comments', () => {
  it('lets its author edit a comment for 5 minutes by the server clock, and then no longer', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const postId = await imagePost(asha, 'Comment here');
    const created = await call(ravi, 'POST', medstagramPath.comments(postId), { text: 'Nice map' });
    expect(created.statusCode).toBe(201);
    const id = created.json().comment.id;
    expect(created.json().comment.canEdit).toBe(true);
    expect((await call(asha, 'PUT', medstagramPath.comment(id), { text: 'Not mine' })).statusCode).toBe(403);
    advance(COMMENT_EDIT_WINDOW_MS - 1000);
    const edited = await call(ravi, 'PUT', medstagramPath.comment(id), { text: 'Nice map, thanks' });
    expect(edited.json().comment).toMatchObject({ text: 'Nice map, thanks', edited: true });
    advance(1000);
    const late = await call(ravi, 'PUT', medstagramPath.comment(id), { text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/5 minutes/);
  });

  it('refuses an empty or over-long comment, and lets the post’s author delete one', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const postId = await imagePost(asha, 'Moderated');
    expect((await call(ravi, 'POST', medstagramPath.comments(postId), { text: '   ' })).statusCode).toBe(400);
    const long = await call(ravi, 'POST', medstagramPath.comments(postId), { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/1,000 characters/);
    const id = (await call(ravi, 'POST', medstagramPath.comments(postId), { text: 'Rude' })).json().comment.id;
    const stranger = await student('Stranger');
    expect((await call(stranger, 'DELETE', medstagramPath.comment(id))).statusCode).toBe(403);
    expect((await call(asha, 'DELETE', medstagramPath.comment(id))).statusCode).toBe(200);
    expect((await call(asha, 'GET', medstagramPath.comments(postId))).json().comments).toEqual([]);
  });
});

describe('reports', () => {
  it('names a reported post’s and comment’s author by handle in the admin queue', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const reporter = await student('Reporting Student');
    const db = t.database.handle.db;
    const admin = await createUser(db, { fullName: 'Meera Admin', role: 'admin' });
    const adminCookie = await signIn(db, admin.id, clock);
    const postId = await imagePost(asha, 'Reported post');
    const commentId = (await call(ravi, 'POST', medstagramPath.comments(postId), { text: 'Reported comment' })).json()
      .comment.id;
    for (const [targetKind, targetId] of [
      ['post', postId],
      ['comment', commentId],
    ] as const) {
      const reported = await call(reporter, 'POST', '/api/reports', { targetKind, targetId, reason: 'Spam' });
      expect(reported.statusCode, reported.body).toBeLessThan(300);
    }
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: adminCookie } });
    const targets = (queue.json().reports as { targetId: string; target: { title: string; link: string } }[])
      .filter((report) => report.targetId === postId || report.targetId === commentId)
      .map((report) => report.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `Post by @${asha.handle}: Reported post`,
          link: `/medstagram/user/${asha.handle}`,
        }),
        expect.objectContaining({
          title: `Comment by @${ravi.handle}: Reported comment`,
          link: `/medstagram/user/${ravi.handle}`,
        }),
      ]),
    );
    expect(targets).toHaveLength(2);
  });

  it('refuses a report of a post or comment the reporter cannot see, blocked either way', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const postId = await imagePost(asha, 'Blocked post');
    const commentId = (await call(asha, 'POST', medstagramPath.comments(postId), { text: 'Blocked comment' })).json()
      .comment.id;
    expect((await call(asha, 'POST', medstagramPath.block(ravi.handle))).statusCode).toBe(200);
    for (const [targetKind, targetId] of [
      ['post', postId],
      ['comment', commentId],
    ] as const) {
      const refused = await call(ravi, 'POST', '/api/reports', { targetKind, targetId, reason: 'Spam' });
      expect(refused.statusCode, refused.body).toBe(404);
    }
    await call(asha, 'DELETE', medstagramPath.block(ravi.handle));
    const allowed = await call(ravi, 'POST', '/api/reports', { targetKind: 'post', targetId: postId, reason: 'Spam' });
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
  });
});

describe('comment rate limit', () => {
  it(`refuses a student's comment past ${COMMENTS_PER_MINUTE} a minute with 429 and Retry-After`, async () => {
    const asha = await student('Asha Rao');
    const fast = await student('Fast Typist');
    const postId = await imagePost(asha, 'Busy thread');
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++)
      expect((await call(fast, 'POST', medstagramPath.comments(postId), { text: `Comment ${i}` })).statusCode).toBe(
        201,
      );
    const refused = await call(fast, 'POST', medstagramPath.comments(postId), { text: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/commenting very fast/);
  });
});

describe('blocking', () => {
  it('hides both students from each other in every list and API', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    const third = await student('Third Student');
    const ashaPost = await imagePost(asha, 'Asha post');
    const raviPost = await imagePost(ravi, 'Ravi post');
    const thirdPost = await imagePost(third, 'A third student’s post');
    await call(asha, 'POST', medstagramPath.follow(ravi.handle));
    await call(ravi, 'POST', medstagramPath.follow(asha.handle));
    await call(asha, 'POST', medstagramPath.saves(raviPost));
    await call(ravi, 'POST', medstagramPath.comments(thirdPost), { text: 'Ravi was here' });
    await call(asha, 'POST', medstagramPath.comments(thirdPost), { text: 'Asha was here' });
    const raviImage = (await call(asha, 'GET', '/api/medstagram/posts?limit=50'))
      .json()
      .posts.find((p: { id: string }) => p.id === raviPost).image.url;

    expect((await call(asha, 'POST', medstagramPath.block(ravi.handle))).json().blocked).toBe(true);

    for (const [viewer, other, otherPost] of [
      [asha, ravi, raviPost],
      [ravi, asha, ashaPost],
    ] as const) {
      for (const tab of ['feed', 'following', 'saved']) expect(await feedIds(viewer, tab)).not.toContain(otherPost);
      expect((await call(viewer, 'GET', medstagramPath.userPosts(other.handle))).statusCode).toBe(404);
      expect((await call(viewer, 'POST', medstagramPath.likes(otherPost))).statusCode).toBe(404);
      expect((await call(viewer, 'POST', medstagramPath.comments(otherPost), { text: 'hi' })).statusCode).toBe(404);
      expect((await call(viewer, 'GET', medstagramPath.comments(otherPost))).statusCode).toBe(404);
      expect((await call(viewer, 'POST', medstagramPath.follow(other.handle))).statusCode).toBe(404);
      const comments = (await call(viewer, 'GET', medstagramPath.comments(thirdPost))).json().comments;
      expect(comments.map((c: { author: { handle: string } }) => c.author.handle)).toEqual([viewer.handle]);
      const third_ = (await call(viewer, 'GET', '/api/medstagram/posts?limit=50'))
        .json()
        .posts.find((p: { id: string }) => p.id === thirdPost);
      expect(third_.commentCount).toBe(1);
      const notifications = (await call(viewer, 'GET', '/api/medstagram/notifications')).json().notifications;
      expect(
        notifications.filter((n: { actor: { handle: string } | null }) => n.actor?.handle === other.handle),
      ).toEqual([]);
    }
    expect((await call(asha, 'GET', raviImage)).statusCode).toBe(404);
    // The blocker may open the profile she blocked (to unblock it); the blocked student may not.
    expect((await call(asha, 'GET', medstagramPath.userProfile(ravi.handle))).json().profile.blockedByMe).toBe(true);
    expect((await call(ravi, 'GET', medstagramPath.userProfile(asha.handle))).statusCode).toBe(404);
    // The follows ended both ways.
    const profile = (await call(third, 'GET', medstagramPath.userProfile(asha.handle))).json().profile;
    expect(profile.counts).toMatchObject({ followers: 0, following: 0 });
    // Unblocking brings them back.
    await call(asha, 'DELETE', medstagramPath.block(ravi.handle));
    expect(await feedIds(asha)).toContain(raviPost);
  });
});

describe('privacy', () => {
  it('serves an email-form profile URL only to its owner', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    expect((await call(asha, 'GET', medstagramPath.userProfile(asha.email))).json().profile.isMe).toBe(true);
    expect((await call(ravi, 'GET', medstagramPath.userProfile(asha.email))).statusCode).toBe(403);
    expect((await call(ravi, 'GET', medstagramPath.userPosts(asha.email))).statusCode).toBe(403);
  });

  it('answers no request another student can make with an email address', async () => {
    const asha = await student('Asha Rao');
    const ravi = await student('Ravi Kumar');
    await call(asha, 'PUT', '/api/medstagram/profile', {
      bio: 'Final year, Pune',
      college: 'BJ Medical College',
      examYear: 2027,
    });
    const postId = await imagePost(asha, 'Public post');
    const { postId: pearlId } = await pearlPost(asha, 'Beck triad');
    await call(ravi, 'POST', medstagramPath.follow(asha.handle));
    await call(ravi, 'POST', medstagramPath.likes(postId));
    const commentId = (await call(ravi, 'POST', medstagramPath.comments(postId), { text: 'Great' })).json().comment.id;
    await call(asha, 'POST', medstagramPath.comments(pearlId), { text: 'Thanks' });
    const calls: [Student, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      [ravi, 'GET', '/api/medstagram/posts'],
      [ravi, 'GET', '/api/medstagram/posts?tab=following'],
      [ravi, 'GET', '/api/medstagram/posts?tab=saved'],
      [ravi, 'GET', medstagramPath.userPosts(asha.handle)],
      [ravi, 'GET', medstagramPath.userProfile(asha.handle)],
      [ravi, 'GET', medstagramPath.comments(postId)],
      [ravi, 'GET', medstagramPath.comments(pearlId)],
      [ravi, 'POST', medstagramPath.likes(pearlId)],
      [ravi, 'DELETE', medstagramPath.likes(pearlId)],
      [ravi, 'POST', medstagramPath.saves(postId)],
      [ravi, 'DELETE', medstagramPath.saves(postId)],
      [ravi, 'POST', medstagramPath.comments(pearlId), { text: 'Another' }],
      [ravi, 'PUT', medstagramPath.comment(commentId), { text: 'Great, edited' }],
      [ravi, 'POST', medstagramPath.follow(asha.handle)],
      [ravi, 'GET', '/api/medstagram/notifications'],
      [asha, 'GET', '/api/medstagram/notifications'],
      [ravi, 'GET', '/api/medstagram/notifications/unread-count'],
      [ravi, 'DELETE', medstagramPath.comment(commentId)],
      [ravi, 'POST', medstagramPath.block(asha.handle)],
      [ravi, 'DELETE', medstagramPath.block(asha.handle)],
      [ravi, 'DELETE', medstagramPath.follow(asha.handle)],
    ];
    for (const [who, method, url, payload] of calls) {
      const reply = await call(who, method, url, payload);
      expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
      for (const person of [asha, ravi]) expect(reply.body, `${method} ${url}`).not.toContain(person.email);
      expect(reply.body, `${method} ${url}`).not.toMatch(/@example\.com/);
    }
  });
});
