/**
 * Reading the library: the subjects, a subject's topics and subtopics, one subtopic with its notes,
 * and search. Search never returns a question's answer: only its stem and options are indexed.
 */
import type {
  LibraryQuestionReply,
  LibrarySearchHit,
  LibrarySearchReply,
  LibrarySubjectReply,
  LibrarySubjectsReply,
  LibrarySubtopicReply,
} from '@medsutra/contract/library/api';
import type { CaseArea } from '@medsutra/contract/library/content';
import { libraryMessages } from '@medsutra/contract/library/messages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { expandAbbreviations } from './abbreviations.ts';
import { createFigureInfo, type FigureInfoSource } from './figure-info.ts';
import { figureBox, questionBodyOf } from './question-view.ts';
import { createLibraryRepository, type LibraryRepository, type SearchRow } from './repository.ts';
import { searchVariants, withoutControlCharacters } from './search-query.ts';

const SEARCH_LIMIT = 20;
const RELATED_LIMIT = 8;

const toHit = (row: SearchRow): LibrarySearchHit => ({
  kind: row.kind,
  id: row.itemId,
  subjectId: row.subjectId,
  subtopicId: row.subtopicId,
  title: row.title,
  snippet: row.snippet,
  score: Math.round(row.score * 1000) / 1000,
});

export interface LibrarySearchOptions {
  limit?: number;
  kinds?: readonly SearchRow['kind'][];
  /** Only matches of every word (or a close misspelling of a name); no partial fallback. */
  exactOnly?: boolean;
}

export function createLibraryService(deps: {
  db: Database;
  repository?: LibraryRepository;
  figures?: FigureInfoSource;
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createLibraryRepository();
  const now = deps.now ?? (() => new Date());
  const figureInfo = deps.figures ?? createFigureInfo({ figuresDir: null });

  /**
   * Every word must match first; when nothing does, any word may (marked `exact: false`), so a
   * long question still finds the subtopics it is about.
   */
  async function searchRows(query: string, options: LibrarySearchOptions = {}) {
    const raw = withoutControlCharacters(query).trim().slice(0, 200);
    const alsoSearched = expandAbbreviations(raw);
    const variants = searchVariants(raw, alsoSearched);
    const limit = options.limit ?? SEARCH_LIMIT;
    if (variants.length === 0) return { rows: [], alsoSearched, exact: true };
    const base = { variants, raw, limit, now: now(), ...(options.kinds ? { kinds: options.kinds } : {}) };
    const rows = await repository.search(db, { ...base, mode: 'all' });
    if (rows.length > 0 || options.exactOnly) return { rows, alsoSearched, exact: true };
    return { rows: await repository.search(db, { ...base, mode: 'any' }), alsoSearched, exact: false };
  }

  return {
    searchRows,

    /**
     * Everything the library knows around one subtopic, for composing from it: its notes, its
     * topic's other subtopics (with their notes) and the key facts of its questions.
     */
    async subtopicBundle(subtopicId: string) {
      const found = await repository.subtopic(db, subtopicId);
      if (!found) return null;
      const neighbours = await repository.subtopicsOf(db, { topicId: found.subtopic.topicId });
      const ids = neighbours.map((n) => n.id);
      const [notes, questions] = await Promise.all([
        repository.notesFor(db, ids.includes(subtopicId) ? ids : [...ids, subtopicId]),
        repository.questionsFor(db, [subtopicId], 6, now()),
      ]);
      const notesOf = new Map(notes.map((note) => [note.subtopicId, note]));
      return {
        subtopic: found.subtopic,
        topicName: found.topicName ?? found.subtopic.topicId,
        subjectName: found.subjectName ?? found.subtopic.subjectId,
        notes: notesOf.get(subtopicId) ?? null,
        neighbours: neighbours
          .filter((n) => n.id !== subtopicId)
          .map((n) => ({ id: n.id, name: n.name, notes: notesOf.get(n.id) ?? null })),
        questions,
      };
    },

    /** The notes, questions (keys included) and cases the tutor's passage index is built from. */
    passageSources: () => repository.passageSources(db),
    /** Changes whenever a note, question, case or subtopic name does (the passage index rebuilds). */
    contentFingerprint: () => repository.contentFingerprint(db),

    /** Names for ids another module keeps (a note's subject and subtopic), in one read. */
    names: (ids: { subjectIds: readonly string[]; subtopicIds: readonly string[] }) => repository.names(db, ids),
    subtopicSubject: (subtopicId: string) => repository.subtopicSubject(db, subtopicId),
    subjectExists: (subjectId: string) => repository.subjectExists(db, subjectId),
    notesFor: (subtopicIds: readonly string[]) => repository.notesFor(db, subtopicIds),
    /** The figures the subtopics' notes and questions show, notes' first, each once. */
    async figuresOf(subtopicIds: readonly string[]): Promise<string[]> {
      const [notes, fromQuestions] = await Promise.all([
        repository.notesFor(db, subtopicIds),
        repository.questionFigures(db, subtopicIds),
      ]);
      const fromNotes = notes.flatMap((note) => note.figures.map((figure) => figure.figure));
      return [...new Set([...fromNotes, ...fromQuestions])];
    },
    question: (id: string) => repository.question(db, id),

    /** A question as a student sees it before answering (its body, figure resolved), or null. */
    async questionView(id: string): Promise<LibraryQuestionReply['question'] | null> {
      const row = await repository.question(db, id);
      if (!row) return null;
      const ids = row.figure ? [row.figure] : [];
      const [[figure], info] = await Promise.all([repository.figures(db, ids), figureInfo.describe(ids)]);
      return {
        id: row.id,
        subjectId: row.subjectId,
        subtopicId: row.subtopicId,
        difficulty: row.difficulty,
        ...questionBodyOf(
          {
            ...row,
            figureAlt: figure?.alt ?? null,
            figureWidth: figure?.width ?? null,
            figureHeight: figure?.height ?? null,
          },
          row.figure ? info.get(row.figure) : undefined,
        ),
        options: row.options,
      };
    },
    clinicalCase: (id: string) => repository.clinicalCase(db, id),
    caseIds: (areas: readonly CaseArea[]) => repository.caseIds(db, areas),
    casesIn: (areas: readonly CaseArea[]) => repository.casesIn(db, areas),

    closestSubtopics: (text: string, limit = 5) =>
      repository.closestSubtopics(db, withoutControlCharacters(text).slice(0, 200), limit),

    /** The share of the words that are in the library's names ("failure" is; "cricket" is not). */
    async libraryWordShare(words: readonly string[]): Promise<number> {
      const unique = [...new Set(words)];
      if (unique.length === 0) return 0;
      return (await repository.wordsInLibrary(db, unique)).size / unique.length;
    },

    async search(query: string): Promise<Omit<LibrarySearchReply, 'yourNotes'>> {
      const { rows, alsoSearched, exact } = await searchRows(query);
      return { success: true, query: query.trim(), alsoSearched, exact, results: rows.map(toHit) };
    },

    /** The whole syllabus, subtopic by subtopic, in order (the revision tracker and planners). */
    syllabus() {
      return repository.syllabus(db);
    },

    async subjects(): Promise<LibrarySubjectsReply> {
      const subjects = await repository.subjectSummaries(db);
      return {
        success: true,
        subjects,
        subtopicTotal: subjects.reduce((sum, subject) => sum + subject.subtopicCount, 0),
      };
    },

    async subject(subjectId: string): Promise<LibrarySubjectReply> {
      const subject = await repository.subject(db, subjectId);
      if (!subject) throw notFound(libraryMessages.subjectNotFound);
      const [topics, subtopics] = await Promise.all([
        repository.topicsOf(db, subjectId),
        repository.subtopicsOf(db, { subjectId }),
      ]);
      return {
        success: true,
        subject: { id: subject.id, name: subject.name },
        topics: topics.map((topic) => ({
          id: topic.id,
          name: topic.name,
          subtopics: subtopics
            .filter((subtopic) => subtopic.topicId === topic.id)
            .map(({ id, name, yield: weight, hasNotes }) => ({ id, name, yield: weight, hasNotes })),
        })),
      };
    },

    async subtopic(subtopicId: string): Promise<LibrarySubtopicReply> {
      const found = await repository.subtopic(db, subtopicId);
      if (!found) throw notFound(libraryMessages.subtopicNotFound);
      const { subtopic } = found;
      const [[notes], neighbours, questionCount] = await Promise.all([
        repository.notesFor(db, [subtopic.id]),
        repository.subtopicsOf(db, { topicId: subtopic.topicId }),
        repository.questionCount(db, subtopic.id),
      ]);
      const figureIds = notes?.figures.map((f) => f.figure) ?? [];
      const [catalogued, described] = await Promise.all([
        repository.figures(db, figureIds),
        figureInfo.describe(figureIds),
      ]);
      const figures = new Map(catalogued.map((f) => [f.id, f]));
      return {
        success: true,
        subtopic: {
          id: subtopic.id,
          name: subtopic.name,
          yield: subtopic.yield,
          aliases: subtopic.aliases,
          subject: { id: subtopic.subjectId, name: found.subjectName ?? subtopic.subjectId },
          topic: { id: subtopic.topicId, name: found.topicName ?? subtopic.topicId },
          notes: notes
            ? {
                sections: notes.sections,
                tables: notes.tables,
                mnemonics: notes.mnemonics,
                traps: notes.traps,
                figures: notes.figures.map(({ figure, caption }) => {
                  const entry = figures.get(figure);
                  const info = described.get(figure);
                  return {
                    id: figure,
                    caption,
                    // Without a catalogue entry or an image record the caption stands in for the alt text.
                    alt: entry?.alt ?? info?.alt ?? caption,
                    ...figureBox(entry?.width ?? info?.width ?? null, entry?.height ?? info?.height ?? null),
                  };
                }),
                references: notes.references,
                written: notes.written,
                lastReviewed: notes.review?.date ?? null,
                version: notes.version,
                source: notes.source,
                licence: notes.licence,
              }
            : null,
          related: neighbours
            .filter((other) => other.id !== subtopic.id)
            .slice(0, RELATED_LIMIT)
            .map(({ id, name }) => ({ id, name })),
          questionCount,
        },
      };
    },
  };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
