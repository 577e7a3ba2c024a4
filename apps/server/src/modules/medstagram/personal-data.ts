/** Medstagram posts: exported; deleted at erasure. */
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const medstagramPersonalData: PersonalDataSource = {
  tables: { posts: deleted },
  async exportRows(tx, subject) {
    return { posts: await tx.select().from(posts).where(eq(posts.authorId, subject.id)) };
  },
  async erase(tx, subject) {
    await tx.delete(posts).where(eq(posts.authorId, subject.id));
    return undefined;
  },
};
