/** Flashcards' SQL for an Anki import: the student's own decks by name, cards and history in bulk. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { flashcardCards, flashcardDecks, flashcardReviews } from '../../db/schema.ts';
import type { NewFlashcardCard } from './repository.ts';

const CHUNK = 500;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export function createImportRepository() {
  return {
    /** The student's own decks with these names (the first made, when two share a name), made when missing. */
    async ownDecksNamed(exec: DbExecutor, userId: string, names: readonly string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      if (names.length === 0) return found;
      const rows = await exec
        .select({ id: flashcardDecks.id, name: flashcardDecks.name })
        .from(flashcardDecks)
        .where(
          and(
            eq(flashcardDecks.userId, userId),
            eq(flashcardDecks.kind, 'own'),
            inArray(flashcardDecks.name, [...names]),
          ),
        )
        .orderBy(flashcardDecks.createdAt);
      for (const row of rows) if (!found.has(row.name)) found.set(row.name, row.id);
      const missing = names.filter((name) => !found.has(name));
      if (missing.length > 0) {
        const made = await exec
          .insert(flashcardDecks)
          .values(missing.map((name) => ({ userId, kind: 'own' as const, name })))
          .returning({ id: flashcardDecks.id, name: flashcardDecks.name });
        for (const row of made) found.set(row.name, row.id);
      }
      return found;
    },

    async insertCards(exec: DbExecutor, rows: readonly (NewFlashcardCard & { id: string })[]) {
      for (const part of chunks(rows)) await exec.insert(flashcardCards).values(part);
    },

    async insertHistory(exec: DbExecutor, rows: readonly (typeof flashcardReviews.$inferInsert)[]) {
      for (const part of chunks(rows)) await exec.insert(flashcardReviews).values(part);
    },
  };
}
