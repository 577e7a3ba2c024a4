/** The notes module's SQL: notes, uploaded PDFs and pearls, always filtered by their owner. */

import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { pearls, userNotes, userPdfs } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

/** Notes and pearls as stored: library ids only; the names are the library's (the service asks it). */
export type NoteRow = typeof userNotes.$inferSelect;
export type PdfRow = typeof userPdfs.$inferSelect;
export type PearlRow = typeof pearls.$inferSelect;

/** `%` and `_` in a search are letters, not wildcards. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A note whose title, text or tags hold `text`, in any case. */
function noteHolds(text: string): SQL | undefined {
  const pattern = likePattern(text);
  return or(
    ilike(userNotes.title, pattern),
    ilike(userNotes.content, pattern),
    sql`${userNotes.tags}::text ILIKE ${pattern}`,
  );
}

export function createNotesRepository() {
  const selectNotes = (tx: DbExecutor) => tx.select().from(userNotes);
  /** The notes meeting every condition, most recently changed first. */
  const newestNotes = (exec: DbExecutor, conditions: SQL[], limit: number) =>
    selectNotes(exec)
      .where(and(...conditions))
      .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
      .limit(limit);

  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertNote(exec: DbExecutor, row: typeof userNotes.$inferInsert): Promise<boolean> {
      const inserted = await exec.insert(userNotes).values(row).onConflictDoNothing().returning({ id: userNotes.id });
      return inserted.length > 0;
    },

    async findNote(tx: DbExecutor, id: string): Promise<NoteRow | null> {
      const [row] = await selectNotes(tx).where(eq(userNotes.id, id)).limit(1);
      return row ?? null;
    },

    /** Writes the edit only when the note is still at `baseVersion`; false when it moved on. */
    async updateNoteAtVersion(
      exec: DbExecutor,
      input: {
        id: string;
        userId: string;
        baseVersion: number;
        fields: Pick<typeof userNotes.$inferInsert, 'title' | 'content' | 'subjectId' | 'subtopicId' | 'tags'>;
        now: Date;
      },
    ): Promise<boolean> {
      const updated = await exec
        .update(userNotes)
        .set({ ...input.fields, version: sql`${userNotes.version} + 1`, updatedAt: input.now })
        .where(
          and(eq(userNotes.id, input.id), eq(userNotes.userId, input.userId), eq(userNotes.version, input.baseVersion)),
        )
        .returning({ id: userNotes.id });
      return updated.length > 0;
    },

    async deleteNote(exec: DbExecutor, id: string, userId: string): Promise<boolean> {
      const removed = await exec
        .delete(userNotes)
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return removed.length > 0;
    },

    async listNotes(
      exec: DbExecutor,
      userId: string,
      filter: {
        q?: string | undefined;
        subjectId?: string | undefined;
        subtopicId?: string | undefined;
        tag?: string | undefined;
      },
    ): Promise<NoteRow[]> {
      const conditions = [eq(userNotes.userId, userId)];
      if (filter.subjectId) conditions.push(eq(userNotes.subjectId, filter.subjectId));
      if (filter.subtopicId) conditions.push(eq(userNotes.subtopicId, filter.subtopicId));
      if (filter.tag) conditions.push(sql`${userNotes.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
      const matches = filter.q ? noteHolds(filter.q) : undefined;
      if (matches) conditions.push(matches);
      return newestNotes(exec, conditions, 500);
    },

    /** The owner's notes whose title, text or tags hold every one of `words`, newest first. */
    async searchOwnNotes(
      exec: DbExecutor,
      userId: string,
      words: readonly string[],
      limit: number,
    ): Promise<NoteRow[]> {
      if (words.length === 0) return [];
      const conditions = [eq(userNotes.userId, userId)];
      for (const word of words) {
        const matches = noteHolds(word);
        if (matches) conditions.push(matches);
      }
      return newestNotes(exec, conditions, limit);
    },

    /** What the owner already has, to skip repeats in an import: notes' titles and text, pearls' keys. */
    async importedAlready(
      exec: DbExecutor,
      userId: string,
    ): Promise<{ notes: { title: string; content: string }[]; pearlKeys: string[] }> {
      const [noteRows, pearlRows] = await Promise.all([
        exec
          .select({ title: userNotes.title, content: userNotes.content })
          .from(userNotes)
          .where(eq(userNotes.userId, userId)),
        exec.select({ key: pearls.contentKey }).from(pearls).where(eq(pearls.userId, userId)),
      ]);
      return { notes: noteRows, pearlKeys: pearlRows.map((row) => row.key) };
    },

    /** An import's notes and pearls, in one transaction: all of them or none. */
    async insertImported(
      exec: DbExecutor,
      noteRows: (typeof userNotes.$inferInsert)[],
      pearlRows: (typeof pearls.$inferInsert)[],
    ): Promise<void> {
      await exec.transaction(async (tx) => {
        // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
        for (let i = 0; i < noteRows.length; i += 500) await tx.insert(userNotes).values(noteRows.slice(i, i + 500));
        for (let i = 0; i < pearlRows.length; i += 500) await tx.insert(pearls).values(pearlRows.slice(i, i + 500));
      });
    },

    // PDFs

    /** Adds one of the owner's own PDFs (an upload or a Drive import). */
    async insertPdf(exec: DbExecutor, row: Omit<typeof userPdfs.$inferInsert, 'origin'>): Promise<PdfRow> {
      const [inserted] = await exec
        .insert(userPdfs)
        .values({ ...row, origin: 'own' })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await exec
        .select()
        .from(userPdfs)
        .where(and(eq(userPdfs.userId, row.userId), eq(userPdfs.sha256, row.sha256)))
        .limit(1);
      if (!existing) throw new Error('PDF insert conflicted but no row was found');
      return existing;
    },

    async findPdf(exec: DbExecutor, id: string): Promise<PdfRow | null> {
      const [row] = await exec.select().from(userPdfs).where(eq(userPdfs.id, id)).limit(1);
      return row ?? null;
    },

    async listPdfs(exec: DbExecutor, userId: string, origin?: PdfRow['origin']): Promise<PdfRow[]> {
      const conditions = [eq(userPdfs.userId, userId)];
      if (origin) conditions.push(eq(userPdfs.origin, origin));
      return exec
        .select()
        .from(userPdfs)
        .where(and(...conditions))
        .orderBy(desc(userPdfs.createdAt), desc(userPdfs.id));
    },

    async findPdfBySha(exec: DbExecutor, userId: string, sha256: string): Promise<PdfRow | null> {
      const [row] = await exec
        .select()
        .from(userPdfs)
        .where(and(eq(userPdfs.userId, userId), eq(userPdfs.sha256, sha256)))
        .limit(1);
      return row ?? null;
    },

    /** New bytes for the owner's PDF, keeping its id (and title): the thumbnail is made again. */
    async replacePdfContent(
      exec: DbExecutor,
      id: string,
      userId: string,
      content: { fileKey: string; fileSize: number; pageCount: number; sha256: string; unprocessable: boolean },
    ): Promise<PdfRow | null> {
      const [row] = await exec
        .update(userPdfs)
        .set({ ...content, thumbnailKey: null })
        .where(and(eq(userPdfs.id, id), eq(userPdfs.userId, userId), eq(userPdfs.origin, 'own')))
        .returning();
      return row ?? null;
    },

    async setPdfThumbnail(exec: DbExecutor, id: string, thumbnailKey: string): Promise<void> {
      await exec.update(userPdfs).set({ thumbnailKey }).where(eq(userPdfs.id, id));
    },

    /** The file passed a limit of the file work: never drawn or stamped again (decision 073). */
    async setPdfUnprocessable(exec: DbExecutor, id: string): Promise<void> {
      await exec.update(userPdfs).set({ unprocessable: true }).where(eq(userPdfs.id, id));
    },

    /** Deletes one of the owner's own PDFs (purchased copies are the purchased-PDFs module's). */
    async deleteOwnPdf(exec: DbExecutor, id: string, userId: string): Promise<PdfRow | null> {
      const [row] = await exec
        .delete(userPdfs)
        .where(and(eq(userPdfs.id, id), eq(userPdfs.userId, userId), eq(userPdfs.origin, 'own')))
        .returning();
      return row ?? null;
    },

    // Pearls

    /** Takes the user's pearl lock for this transaction: two pearls at once count the day one after the other. */
    async lockUserPearls(tx: DbTransaction, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pearls:${userId}`}))`);
    },

    async countPaidPearlsOn(tx: DbTransaction, userId: string, day: string): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(pearls)
        .where(and(eq(pearls.userId, userId), eq(pearls.day, day), sql`${pearls.xpAwarded} > 0`));
      return row?.count ?? 0;
    },

    async hasPearlWithContent(tx: DbTransaction, userId: string, contentKey: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: pearls.id })
        .from(pearls)
        .where(and(eq(pearls.userId, userId), eq(pearls.contentKey, contentKey)))
        .limit(1);
      return row !== undefined;
    },

    /** False when a pearl with this id exists already (a retried create). */
    async insertPearl(tx: DbTransaction, row: typeof pearls.$inferInsert): Promise<boolean> {
      const inserted = await tx.insert(pearls).values(row).onConflictDoNothing().returning({ id: pearls.id });
      return inserted.length > 0;
    },

    async setPearlXp(tx: DbTransaction, id: string, xp: number): Promise<void> {
      await tx.update(pearls).set({ xpAwarded: xp }).where(eq(pearls.id, id));
    },

    async findPearl(tx: DbExecutor, id: string): Promise<PearlRow | null> {
      const [row] = await tx.select().from(pearls).where(eq(pearls.id, id)).limit(1);
      return row ?? null;
    },

    async listPearls(exec: DbExecutor, userId: string, q?: string): Promise<PearlRow[]> {
      const conditions = [eq(pearls.userId, userId)];
      if (q) {
        const matches = or(ilike(pearls.title, likePattern(q)), ilike(pearls.content, likePattern(q)));
        if (matches) conditions.push(matches);
      }
      return exec
        .select()
        .from(pearls)
        .where(and(...conditions))
        .orderBy(desc(pearls.createdAt), desc(pearls.id))
        .limit(500);
    },

    async setPearlImage(
      exec: DbExecutor,
      id: string,
      image: { id: string; width: number; height: number },
    ): Promise<void> {
      await exec
        .update(pearls)
        .set({ imageId: image.id, imageWidth: image.width, imageHeight: image.height })
        .where(eq(pearls.id, id));
    },

    /** Stamps a pearl as shared to Medstagram, inside the share's transaction. */
    async markPearlShared(tx: DbExecutor, id: string, at: Date): Promise<void> {
      await tx.update(pearls).set({ sharedAt: at }).where(eq(pearls.id, id));
    },

    async deletePearl(exec: DbExecutor, id: string, userId: string): Promise<boolean> {
      const removed = await exec
        .delete(pearls)
        .where(and(eq(pearls.id, id), eq(pearls.userId, userId)))
        .returning({ id: pearls.id });
      return removed.length > 0;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;

/** The subject's notes, PDFs (as metadata) and pearls, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    user_notes: await tx.select().from(userNotes).where(eq(userNotes.userId, subject.id)),
    user_pdfs: await tx.select().from(userPdfs).where(eq(userPdfs.userId, subject.id)),
    pearls: await tx.select().from(pearls).where(eq(pearls.userId, subject.id)),
  };
}

/** Deletes all of it at erasure; returns the files of her own PDFs and of every thumbnail. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(userNotes).where(eq(userNotes.userId, subject.id));
  await tx.delete(pearls).where(eq(pearls.userId, subject.id));
  const removed = await tx.delete(userPdfs).where(eq(userPdfs.userId, subject.id)).returning({
    fileKey: userPdfs.fileKey,
    thumbnailKey: userPdfs.thumbnailKey,
    stampedFileKey: userPdfs.stampedFileKey,
    origin: userPdfs.origin,
  });
  // A purchased copy's bytes are the store's (other buyers read them): only the row goes, with the
  // copy stamped with this buyer's name and email (decision 069).
  return removed.flatMap((row) => [
    ...(row.origin === 'own' ? [row.fileKey] : []),
    ...(row.thumbnailKey ? [row.thumbnailKey] : []),
    ...(row.stampedFileKey ? [row.stampedFileKey] : []),
  ]);
}
