/** The library's SQL: the content tables, the search index built from them, and the import's bookkeeping. */
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import {
  libraryCases,
  libraryFigures,
  libraryFiles,
  libraryNotes,
  libraryQuestions,
  librarySubjects,
  librarySubtopics,
  libraryTopics,
} from '../../db/schema.ts';
import { notReserved } from './question-reservations.ts';

export type NoteRow = typeof libraryNotes.$inferSelect;
export type QuestionRow = typeof libraryQuestions.$inferSelect;
export type CaseRow = typeof libraryCases.$inferSelect;
export type FigureRow = typeof libraryFigures.$inferSelect;
export type LibraryItemTable = 'topics' | 'subtopics' | 'notes' | 'questions' | 'cases' | 'figures';

/** An arbitrary constant: the advisory lock that lets one process at a time change the library. */
const LIBRARY_IMPORT_LOCK_KEY = 7_202_614;
/** Rows per INSERT, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 200;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await insert(rows.slice(start, start + INSERT_BATCH));
}

/** Both drivers (pg and PGlite) answer a raw statement with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface SearchRow {
  kind: 'subtopic' | 'question' | 'case';
  itemId: string;
  subjectId: string;
  subtopicId: string | null;
  title: string;
  snippet: string;
  score: number;
}

/**
 * `(w1 && w2 …) || (variant 2) …`: every word of a variant must match, in either dictionary; the
 * last word of what was typed also matches as a prefix (it may be half-typed). Words are bound as
 * parameters and hold only letters and digits (search-query.ts), so none can carry tsquery syntax.
 */
function fullTextQuery(variants: readonly string[][], prefixLastOfFirst: boolean, mode: 'all' | 'any'): SQL {
  const perVariant = variants.map((words, variantIndex) => {
    const perWord = words.map((word, wordIndex) => {
      const prefix = prefixLastOfFirst && variantIndex === 0 && wordIndex === words.length - 1 && word.length >= 3;
      return prefix
        ? sql`(to_tsquery('english', ${word}) || to_tsquery('simple', ${`${word}:*`}))`
        : sql`(to_tsquery('english', ${word}) || to_tsquery('simple', ${word}))`;
    });
    return sql`(${sql.join(perWord, mode === 'all' ? sql` && ` : sql` || `)})`;
  });
  return sql`(${sql.join(perVariant, sql` || `)})`;
}

/**
 * A search title from a longer text: the whole text up to 160 characters, else cut at the last
 * whole word within them with an ellipsis (the tutor cites a question by this title).
 */
export const searchTitle = (text: SQL) =>
  sql`case when length(${text}) <= 160 then ${text} else regexp_replace(left(${text}, 160), '\\s+\\S*$', '') || '…' end`;

export function createLibraryRepository() {
  return {
    /**
     * Takes the library's lock until the transaction ends: two API processes starting together
     * import once, the second finding the hashes already stored.
     */
    async lockImports(tx: DbTransaction): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_IMPORT_LOCK_KEY})`);
    },

    async fileHashes(tx: DbExecutor): Promise<Map<string, string>> {
      const rows = await tx.select().from(libraryFiles);
      return new Map(rows.map((row) => [row.path, row.sha256]));
    },

    async recordFile(tx: DbTransaction, path: string, sha256: string, now: Date) {
      await tx
        .insert(libraryFiles)
        .values({ path, sha256, importedAt: now })
        .onConflictDoUpdate({ target: libraryFiles.path, set: { sha256, importedAt: now } });
    },

    async forgetFile(tx: DbTransaction, path: string) {
      await tx.delete(libraryFiles).where(eq(libraryFiles.path, path));
    },

    async upsertSubjects(tx: DbTransaction, subjects: readonly { id: string; name: string }[]) {
      await tx
        .insert(librarySubjects)
        .values(subjects.map((subject, position) => ({ ...subject, position })))
        .onConflictDoUpdate({
          target: librarySubjects.id,
          set: { name: sql`excluded.name`, position: sql`excluded.position` },
        });
    },

    /** Removes every row a content file wrote (and any row elsewhere with one of `ids`), then writes `rows`. */
    async replaceFileRows(
      tx: DbTransaction,
      table: LibraryItemTable,
      path: string,
      rows: readonly Record<string, unknown>[],
    ) {
      const target = {
        topics: { table: libraryTopics, id: libraryTopics.id, file: libraryTopics.sourceFile },
        subtopics: { table: librarySubtopics, id: librarySubtopics.id, file: librarySubtopics.sourceFile },
        notes: { table: libraryNotes, id: libraryNotes.subtopicId, file: libraryNotes.sourceFile },
        questions: { table: libraryQuestions, id: libraryQuestions.id, file: libraryQuestions.sourceFile },
        cases: { table: libraryCases, id: libraryCases.id, file: libraryCases.sourceFile },
        figures: { table: libraryFigures, id: libraryFigures.id, file: libraryFigures.sourceFile },
      }[table];
      const ids = rows.map((row) => String(row[table === 'notes' ? 'subtopicId' : 'id']));
      await tx
        .delete(target.table)
        .where(ids.length > 0 ? or(eq(target.file, path), inArray(target.id, ids)) : eq(target.file, path));
      await insertInBatches(rows, (batch) => tx.insert(target.table).values(batch as never));
    },

    /** Content an institution imports: inserted, never replacing anything (ids are checked before). */
    async insertImported(tx: DbTransaction, rows: { notes: NoteRow[]; questions: QuestionRow[]; cases: CaseRow[] }) {
      await insertInBatches(rows.notes, (batch) => tx.insert(libraryNotes).values(batch));
      await insertInBatches(rows.questions, (batch) => tx.insert(libraryQuestions).values(batch));
      await insertInBatches(rows.cases, (batch) => tx.insert(libraryCases).values(batch));
    },

    /** The version of each of `ids` already in the library (absent: not there). */
    async existingVersions(
      exec: DbExecutor,
      kind: 'notes' | 'questions' | 'cases',
      ids: readonly string[],
    ): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const target =
        kind === 'notes'
          ? { table: libraryNotes, id: libraryNotes.subtopicId, version: libraryNotes.version }
          : kind === 'questions'
            ? { table: libraryQuestions, id: libraryQuestions.id, version: libraryQuestions.version }
            : { table: libraryCases, id: libraryCases.id, version: libraryCases.version };
      const rows = await exec
        .select({ id: target.id, version: target.version })
        .from(target.table)
        .where(inArray(target.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.version]));
    },

    /**
     * Everything the tutor's passage index is built from: the notes, the questions (with their
     * keys and explanations: the index keeps a question out of every answer while it is in a test
     * the asker has open) and the cases.
     */
    async passageSources(exec: DbExecutor) {
      const [subtopics, notes, questions, cases] = await Promise.all([
        exec
          .select({
            id: librarySubtopics.id,
            subjectId: librarySubtopics.subjectId,
            name: librarySubtopics.name,
            aliases: librarySubtopics.aliases,
            topicName: libraryTopics.name,
            subjectName: librarySubjects.name,
          })
          .from(librarySubtopics)
          .leftJoin(libraryTopics, eq(libraryTopics.id, librarySubtopics.topicId))
          .leftJoin(librarySubjects, eq(librarySubjects.id, librarySubtopics.subjectId)),
        exec
          .select({
            subtopicId: libraryNotes.subtopicId,
            sections: libraryNotes.sections,
            tables: libraryNotes.tables,
            mnemonics: libraryNotes.mnemonics,
            traps: libraryNotes.traps,
            references: libraryNotes.references,
          })
          .from(libraryNotes),
        exec
          .select({
            id: libraryQuestions.id,
            subjectId: libraryQuestions.subjectId,
            subtopicId: libraryQuestions.subtopicId,
            format: libraryQuestions.format,
            stem: libraryQuestions.stem,
            options: libraryQuestions.options,
            answerIndex: libraryQuestions.answerIndex,
            explanation: libraryQuestions.explanation,
            references: libraryQuestions.references,
          })
          .from(libraryQuestions),
        exec
          .select({
            id: libraryCases.id,
            subjectId: libraryCases.subjectId,
            subtopicIds: libraryCases.subtopicIds,
            title: libraryCases.title,
            body: libraryCases.body,
            references: libraryCases.references,
          })
          .from(libraryCases),
      ]);
      return { subtopics, notes, questions, cases };
    },

    /** A cheap fingerprint of the notes, questions and cases: it changes whenever one of them does. */
    async contentFingerprint(exec: DbExecutor): Promise<string> {
      const result = await exec.execute(sql`
        select concat_ws(':',
          (select count(*) || '.' || coalesce(sum(hashtext(version)::bigint), 0) from library_notes),
          (select count(*) || '.' || coalesce(sum(hashtext(version || coalesce(subtopic_id, ''))::bigint), 0) from library_questions),
          (select count(*) || '.' || coalesce(sum(hashtext(version)::bigint), 0) from library_cases),
          (select count(*) || '.' || coalesce(sum(hashtext(name || aliases::text)::bigint), 0) from library_subtopics)
        ) as fingerprint`);
      return rowsOf<{ fingerprint: string }>(result)[0]?.fingerprint ?? '';
    },

    async subtopicNames(exec: DbExecutor) {
      return exec
        .select({
          id: librarySubtopics.id,
          subjectId: librarySubtopics.subjectId,
          name: librarySubtopics.name,
          aliases: librarySubtopics.aliases,
        })
        .from(librarySubtopics);
    },

    /**
     * Ranked search: full-text rank (names and aliases weigh most), plus trigram word similarity
     * of what was typed to names and aliases (for misspellings), plus a little for a subtopic so
     * the page about a thing comes before questions that mention it.
     */
    async search(
      exec: DbExecutor,
      input: {
        variants: readonly string[][];
        raw: string;
        mode: 'all' | 'any';
        limit: number;
        kinds?: readonly SearchRow['kind'][];
        /** Questions an open grand test holds at this time are left out (decision 127). */
        now: Date;
      },
    ): Promise<SearchRow[]> {
      const query = fullTextQuery(input.variants, true, input.mode);
      const kindFilter = input.kinds ? sql`and kind in ${input.kinds}` : sql``;
      const reservedFilter = sql`and (kind <> 'question' or ${notReserved(sql`item_id`, input.now)})`;
      const result = await exec.execute(sql`
        select kind, item_id, subject_id, subtopic_id, title, left(body, 240) as snippet,
          (ts_rank_cd(search_vector, q.query, 1) * 4
            + word_similarity(${input.raw}, terms) * 2
            + case when kind = 'subtopic' then 0.25 else 0 end)::float8 as score
        from library_search, (select ${query} as query) q
        where (search_vector @@ q.query or ${input.raw} <% terms) ${kindFilter} ${reservedFilter}
        order by score desc, kind desc, item_id
        limit ${input.limit}`);
      return rowsOf<{
        kind: SearchRow['kind'];
        item_id: string;
        subject_id: string;
        subtopic_id: string | null;
        title: string;
        snippet: string;
        score: number;
      }>(result).map((row) => ({
        kind: row.kind,
        itemId: row.item_id,
        subjectId: row.subject_id,
        subtopicId: row.subtopic_id,
        title: row.title,
        snippet: row.snippet,
        score: Number(row.score),
      }));
    },

    /**
     * Which of `words` are in the library's names: a subtopic's name or alias, or a case's title
     * (weight A). Body text is too wide a net: somewhere in 2 MB of notes a "match" or a
     * "cricket" turns up.
     */
    async wordsInLibrary(exec: DbExecutor, words: readonly string[]): Promise<Set<string>> {
      if (words.length === 0) return new Set();
      const checks = words.map(
        (word) => sql`select ${word}::text as word where exists (select 1 from library_search
          where search_vector @@ (to_tsquery('english', ${`${word}:A`}) || to_tsquery('simple', ${`${word}:A`})))`,
      );
      const result = await exec.execute(sql.join(checks, sql` union all `));
      return new Set(rowsOf<{ word: string }>(result).map((row) => row.word));
    },

    /** The subtopics whose names are nearest to `text` by trigram similarity, however weak. */
    async closestSubtopics(
      exec: DbExecutor,
      text: string,
      limit: number,
    ): Promise<{ id: string; name: string; similarity: number }[]> {
      const result = await exec.execute(sql`
        select item_id as id, title as name, word_similarity(${text}, terms)::float8 as similarity
        from library_search
        where kind = 'subtopic'
        order by similarity desc, item_id
        limit ${limit}`);
      return rowsOf<{ id: string; name: string; similarity: number }>(result).map((row) => ({
        ...row,
        similarity: Number(row.similarity),
      }));
    },

    async subjectSummaries(exec: DbExecutor) {
      const subjects = await exec.select().from(librarySubjects).orderBy(asc(librarySubjects.position));
      const counts = await exec.execute(sql`
        select s.id as subject_id,
          (select count(*) from library_topics t where t.subject_id = s.id)::int as topics,
          (select count(*) from library_subtopics st where st.subject_id = s.id)::int as subtopics,
          (select count(*) from library_subtopics st join library_notes n on n.subtopic_id = st.id
            where st.subject_id = s.id)::int as noted,
          (select count(*) from library_questions q where q.subject_id = s.id)::int as questions
        from library_subjects s`);
      type Counts = { subject_id: string; topics: number; subtopics: number; noted: number; questions: number };
      const bySubject = new Map(rowsOf<Counts>(counts).map((row) => [row.subject_id, row]));
      return subjects.map((subject) => {
        const row = bySubject.get(subject.id);
        return {
          id: subject.id,
          name: subject.name,
          topicCount: Number(row?.topics ?? 0),
          subtopicCount: Number(row?.subtopics ?? 0),
          notedCount: Number(row?.noted ?? 0),
          questionCount: Number(row?.questions ?? 0),
        };
      });
    },

    /**
     * The names of the given subjects and subtopics, in one statement (another module's rows carry
     * only the ids). An unknown id is simply absent from its map.
     */
    async names(
      exec: DbExecutor,
      ids: { subjectIds: readonly string[]; subtopicIds: readonly string[] },
    ): Promise<{ subjects: Map<string, string>; subtopics: Map<string, string> }> {
      const subjectIds = [...new Set(ids.subjectIds)];
      const subtopicIds = [...new Set(ids.subtopicIds)];
      const subjects = new Map<string, string>();
      const subtopics = new Map<string, string>();
      if (subjectIds.length === 0 && subtopicIds.length === 0) return { subjects, subtopics };
      const rows = rowsOf<{ kind: 'subject' | 'subtopic'; id: string; name: string }>(
        await exec.execute(sql`
          select 'subject' as kind, id, name from ${librarySubjects}
            where ${subjectIds.length > 0 ? inArray(librarySubjects.id, subjectIds) : sql`false`}
          union all
          select 'subtopic' as kind, id, name from ${librarySubtopics}
            where ${subtopicIds.length > 0 ? inArray(librarySubtopics.id, subtopicIds) : sql`false`}`),
      );
      for (const row of rows) (row.kind === 'subject' ? subjects : subtopics).set(row.id, row.name);
      return { subjects, subtopics };
    },

    /** The subject of a subtopic, or null when there is no such subtopic. */
    async subtopicSubject(exec: DbExecutor, subtopicId: string): Promise<string | null> {
      const [row] = await exec
        .select({ subjectId: librarySubtopics.subjectId })
        .from(librarySubtopics)
        .where(eq(librarySubtopics.id, subtopicId))
        .limit(1);
      return row?.subjectId ?? null;
    },

    async subjectExists(exec: DbExecutor, subjectId: string): Promise<boolean> {
      const [row] = await exec
        .select({ id: librarySubjects.id })
        .from(librarySubjects)
        .where(eq(librarySubjects.id, subjectId))
        .limit(1);
      return row !== undefined;
    },

    async subject(exec: DbExecutor, id: string) {
      const [row] = await exec.select().from(librarySubjects).where(eq(librarySubjects.id, id));
      return row ?? null;
    },

    async topicsOf(exec: DbExecutor, subjectId: string) {
      return exec
        .select()
        .from(libraryTopics)
        .where(eq(libraryTopics.subjectId, subjectId))
        .orderBy(asc(libraryTopics.position), asc(libraryTopics.id));
    },

    /** Every subtopic in syllabus order with its subject, topic name and whether it has notes. */
    async syllabus(exec: DbExecutor) {
      return exec
        .select({
          id: librarySubtopics.id,
          name: librarySubtopics.name,
          subjectId: librarySubtopics.subjectId,
          subjectName: librarySubjects.name,
          topicId: librarySubtopics.topicId,
          topicName: libraryTopics.name,
          yield: librarySubtopics.yield,
          hasNotes: sql<boolean>`${libraryNotes.subtopicId} is not null`,
        })
        .from(librarySubtopics)
        .innerJoin(librarySubjects, eq(librarySubjects.id, librarySubtopics.subjectId))
        .innerJoin(libraryTopics, eq(libraryTopics.id, librarySubtopics.topicId))
        .leftJoin(libraryNotes, eq(libraryNotes.subtopicId, librarySubtopics.id))
        .orderBy(
          asc(librarySubjects.position),
          asc(libraryTopics.position),
          asc(libraryTopics.id),
          asc(librarySubtopics.position),
          asc(librarySubtopics.id),
        );
    },

    async subtopicsOf(exec: DbExecutor, filter: { subjectId?: string; topicId?: string }) {
      return exec
        .select({
          id: librarySubtopics.id,
          topicId: librarySubtopics.topicId,
          name: librarySubtopics.name,
          yield: librarySubtopics.yield,
          hasNotes: sql<boolean>`${libraryNotes.subtopicId} is not null`,
        })
        .from(librarySubtopics)
        .leftJoin(libraryNotes, eq(libraryNotes.subtopicId, librarySubtopics.id))
        .where(
          and(
            filter.subjectId ? eq(librarySubtopics.subjectId, filter.subjectId) : undefined,
            filter.topicId ? eq(librarySubtopics.topicId, filter.topicId) : undefined,
          ),
        )
        .orderBy(asc(librarySubtopics.position), asc(librarySubtopics.id));
    },

    async subtopic(exec: DbExecutor, id: string) {
      const [row] = await exec
        .select({
          subtopic: librarySubtopics,
          topicName: libraryTopics.name,
          subjectName: librarySubjects.name,
        })
        .from(librarySubtopics)
        .leftJoin(libraryTopics, eq(libraryTopics.id, librarySubtopics.topicId))
        .leftJoin(librarySubjects, eq(librarySubjects.id, librarySubtopics.subjectId))
        .where(eq(librarySubtopics.id, id));
      return row ?? null;
    },

    async notesFor(exec: DbExecutor, subtopicIds: readonly string[]): Promise<NoteRow[]> {
      if (subtopicIds.length === 0) return [];
      return exec
        .select()
        .from(libraryNotes)
        .where(inArray(libraryNotes.subtopicId, [...subtopicIds]));
    },

    /** The figures the subtopics' questions show (distinct). */
    async questionFigures(exec: DbExecutor, subtopicIds: readonly string[]): Promise<string[]> {
      if (subtopicIds.length === 0) return [];
      const rows = await exec
        .selectDistinct({ figure: libraryQuestions.figure })
        .from(libraryQuestions)
        .where(and(inArray(libraryQuestions.subtopicId, [...subtopicIds]), isNotNull(libraryQuestions.figure)));
      return rows.map((row) => row.figure as string).sort();
    },

    async questionCount(exec: DbExecutor, subtopicId: string): Promise<number> {
      const [row] = await exec
        .select({ n: count() })
        .from(libraryQuestions)
        .where(eq(libraryQuestions.subtopicId, subtopicId));
      return row?.n ?? 0;
    },

    async questionsFor(
      exec: DbExecutor,
      subtopicIds: readonly string[],
      limit: number,
      now: Date,
    ): Promise<QuestionRow[]> {
      if (subtopicIds.length === 0) return [];
      return exec
        .select()
        .from(libraryQuestions)
        .where(and(inArray(libraryQuestions.subtopicId, [...subtopicIds]), notReserved(libraryQuestions.id, now)))
        .orderBy(asc(libraryQuestions.id))
        .limit(limit);
    },

    async question(exec: DbExecutor, id: string): Promise<QuestionRow | null> {
      const [row] = await exec.select().from(libraryQuestions).where(eq(libraryQuestions.id, id));
      return row ?? null;
    },

    /** The ids of the areas' cases, in id order. */
    async caseIds(exec: DbExecutor, areas: readonly CaseRow['area'][]): Promise<string[]> {
      if (areas.length === 0) return [];
      const rows = await exec
        .select({ id: libraryCases.id })
        .from(libraryCases)
        .where(inArray(libraryCases.area, [...areas]))
        .orderBy(asc(libraryCases.id));
      return rows.map((row) => row.id);
    },

    /** The areas' whole cases, in id order. */
    async casesIn(exec: DbExecutor, areas: readonly CaseRow['area'][]): Promise<CaseRow[]> {
      if (areas.length === 0) return [];
      return exec
        .select()
        .from(libraryCases)
        .where(inArray(libraryCases.area, [...areas]))
        .orderBy(asc(libraryCases.id));
    },

    async clinicalCase(exec: DbExecutor, id: string): Promise<CaseRow | null> {
      const [row] = await exec.select().from(libraryCases).where(eq(libraryCases.id, id));
      return row ?? null;
    },

    /** The catalogue entries of `ids` (a figure not in the catalogue is simply absent). */
    async figures(exec: DbExecutor, ids: readonly string[]): Promise<FigureRow[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return exec.select().from(libraryFigures).where(inArray(libraryFigures.id, unique));
    },

    async note(exec: DbExecutor, subtopicId: string): Promise<NoteRow | null> {
      const [row] = await exec.select().from(libraryNotes).where(eq(libraryNotes.subtopicId, subtopicId));
      return row ?? null;
    },
  };
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
