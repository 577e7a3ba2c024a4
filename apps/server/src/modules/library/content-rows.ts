/** From the content files' shapes (the contract's schemas) to the library tables' rows. */
import type { ClinicalCase, LibraryQuestion, SubtopicNotes, SyllabusFile } from '@medsutra/contract/library/content';
import { itemVersion } from './content-files.ts';
import type { CaseRow, NoteRow, QuestionRow } from './repository.ts';

export interface Provenance {
  source: string;
  licence: string;
  /** The content file it came from; null for an institution's import. */
  sourceFile: string | null;
}

/** The repository's own content. */
export const MEDSUTRA_PROVENANCE = { source: 'MedSutra', licence: 'MedSutra editorial content' } as const;

export function syllabusRows(file: SyllabusFile, sourceFile: string) {
  const topics = file.topics.map((topic, position) => ({
    id: `${file.subject}.${topic.id}`,
    subjectId: file.subject,
    name: topic.name,
    position,
    sourceFile,
  }));
  const subtopics = file.topics.flatMap((topic, topicPosition) =>
    topic.subtopics.map((subtopic, position) => ({
      id: subtopic.id,
      subjectId: file.subject,
      topicId: `${file.subject}.${topic.id}`,
      name: subtopic.name,
      yield: subtopic.yield,
      aliases: subtopic.aliases ?? [],
      // Topic order first, then the subtopic's place in it.
      position: topicPosition * 1000 + position,
      sourceFile,
    })),
  );
  return { topics, subtopics };
}

export function noteRow(note: SubtopicNotes, provenance: Provenance): NoteRow {
  return {
    subtopicId: note.subtopicId,
    // The readers of notes take points for now; the sections, tables and the rest follow.
    points: note.sections.flatMap((section) => section.points),
    references: note.references,
    version: itemVersion(note),
    ...provenance,
  };
}

export function questionRow(
  question: Pick<
    LibraryQuestion,
    'id' | 'difficulty' | 'stem' | 'options' | 'answerIndex' | 'explanation' | 'references'
  > & {
    subtopicId: string | null;
    optionExplanations?: string[] | null;
  },
  subjectId: string,
  provenance: Provenance,
): QuestionRow {
  return {
    id: question.id,
    subjectId,
    subtopicId: question.subtopicId,
    difficulty: question.difficulty,
    stem: question.stem,
    options: question.options,
    answerIndex: question.answerIndex,
    explanation: question.explanation,
    optionExplanations: question.optionExplanations ?? null,
    references: question.references,
    version: itemVersion(question),
    ...provenance,
  };
}

export function caseRow(item: ClinicalCase, provenance: Provenance): CaseRow {
  return {
    id: item.id,
    area: item.area,
    subjectId: item.subject,
    subtopicIds: item.subtopicIds,
    title: item.title,
    difficulty: item.difficulty,
    body: item as unknown as Record<string, unknown>,
    references: item.references,
    version: itemVersion(item),
    ...provenance,
  };
}
