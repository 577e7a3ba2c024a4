/** Notes, uploaded PDFs and pearls: exported (PDFs as metadata), deleted at erasure with their files. */
import { eq } from 'drizzle-orm';
import { pearls, userNotes, userPdfs } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const notesPersonalData: PersonalDataSource = {
  tables: { user_notes: deleted, user_pdfs: deleted, pearls: deleted },
  async exportRows(tx, subject) {
    return {
      user_notes: await tx.select().from(userNotes).where(eq(userNotes.userId, subject.id)),
      user_pdfs: await tx.select().from(userPdfs).where(eq(userPdfs.userId, subject.id)),
      pearls: await tx.select().from(pearls).where(eq(pearls.userId, subject.id)),
    };
  },
  async erase(tx, subject) {
    await tx.delete(userNotes).where(eq(userNotes.userId, subject.id));
    await tx.delete(pearls).where(eq(pearls.userId, subject.id));
    const removed = await tx.delete(userPdfs).where(eq(userPdfs.userId, subject.id)).returning({
      fileKey: userPdfs.fileKey,
      thumbnailKey: userPdfs.thumbnailKey,
      stampedFileKey: userPdfs.stampedFileKey,
      origin: userPdfs.origin,
    });
    return {
      // A purchased copy's bytes are the store's (other buyers read them): only the row goes,
      // with the copy stamped with this buyer's name and email (decision 069).
      fileKeys: removed.flatMap((row) => [
        ...(row.origin === 'own' ? [row.fileKey] : []),
        ...(row.thumbnailKey ? [row.thumbnailKey] : []),
        ...(row.stampedFileKey ? [row.stampedFileKey] : []),
      ]),
    };
  },
};
