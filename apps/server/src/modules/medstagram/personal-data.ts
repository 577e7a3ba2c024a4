/** Medstagram: a student's posts, comments, likes, saves, follows, blocks, profile and notifications: exported; deleted at erasure. */
import { eq, or } from 'drizzle-orm';
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
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const medstagramPersonalData: PersonalDataSource = {
  tables: {
    posts: deleted,
    post_comments: deleted,
    post_likes: deleted,
    post_saves: deleted,
    follows: deleted,
    blocks: deleted,
    medstagram_profiles: deleted,
    notifications: deleted,
  },
  async exportRows(tx, subject) {
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
  },
  async erase(tx, subject) {
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, subject.id), eq(notifications.actorId, subject.id)));
    await tx.delete(postComments).where(eq(postComments.authorId, subject.id));
    await tx.delete(postLikes).where(eq(postLikes.userId, subject.id));
    await tx.delete(postSaves).where(eq(postSaves.userId, subject.id));
    await tx.delete(follows).where(or(eq(follows.followerId, subject.id), eq(follows.followeeId, subject.id)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, subject.id), eq(blocks.blockedId, subject.id)));
    await tx.delete(medstagramProfiles).where(eq(medstagramProfiles.userId, subject.id));
    await tx.delete(posts).where(eq(posts.authorId, subject.id));
    return undefined;
  },
};
