/** Mindmaps: exported with their trees; deleted at erasure with their PDFs (shared posts go with them). */
import { eq } from 'drizzle-orm';
import { mindmaps } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const mindmapsPersonalData: PersonalDataSource = {
  tables: { mindmaps: deleted },
  async exportRows(tx, subject) {
    return { mindmaps: await tx.select().from(mindmaps).where(eq(mindmaps.userId, subject.id)) };
  },
  async erase(tx, subject) {
    const removed = await tx
      .delete(mindmaps)
      .where(eq(mindmaps.userId, subject.id))
      .returning({ pdfFileKey: mindmaps.pdfFileKey });
    return { fileKeys: removed.flatMap((row) => (row.pdfFileKey ? [row.pdfFileKey] : [])) };
  },
};
