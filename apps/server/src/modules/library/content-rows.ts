/** From the content files' shapes (the contract's schemas) to the library tables' rows. */
import {
  type ClinicalCase,
  type FigureCatalogueFile,
  type LibraryQuestion,
  noteWordCount,
  type SubtopicNotes,
  type SyllabusFile,
} from '@medsutra/contract/library/content';
import { itemVersion } from './content-files.ts';
import type { CaseRow, FigureRow, NoteRow, QuestionRow } from './repository.ts';

export interface Provenance {
  source: string;
  licence: string;
  /** The content file it came from; null for an institution's import. */
  sourceFile: string | null;
}

/** An item's own source and licence (every item carries them), kept with the file it came from. */
export const provenanceOf = (item: { source: string; licence: string }, sourceFile: string | null): Provenance => ({
  source: item.source,
  licence: item.licence,
  sourceFile,
});

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

/** Editorial fields an item may lack when it comes from an institution's older layout. */
type Editorial = Partial<Pick<LibraryQuestion, 'exams' | 'written' | 'review'>>;

export function noteRow(note: SubtopicNotes, provenance: Provenance): NoteRow {
  return {
    subtopicId: note.subtopicId,
    sections: note.sections,
    tables: note.tables ?? [],
    mnemonics: note.mnemonics ?? [],
    traps: note.traps ?? [],
    figures: note.figures ?? [],
    wordCount: noteWordCount(note),
    references: note.references,
    exams: note.exams,
    written: note.written,
    review: note.review ?? null,
    version: itemVersion(note),
    ...provenance,
  };
}

export function questionRow(
  question: Pick<
    LibraryQuestion,
    'id' | 'difficulty' | 'stem' | 'options' | 'answerIndex' | 'explanation' | 'references'
  > &
    Partial<Pick<LibraryQuestion, 'format' | 'statements' | 'match' | 'steps' | 'assertion' | 'reason' | 'figure'>> &
    Editorial & {
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
    format: question.format ?? 'single',
    stem: question.stem,
    statements: question.statements ?? null,
    match: question.match ?? null,
    steps: question.steps ?? null,
    assertion: question.assertion ?? null,
    reason: question.reason ?? null,
    figure: question.figure ?? null,
    options: question.options,
    answerIndex: question.answerIndex,
    explanation: question.explanation,
    optionExplanations: question.optionExplanations ?? null,
    references: question.references,
    exams: question.exams ?? [],
    written: question.written ?? null,
    review: question.review ?? null,
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

export function figureRows(file: FigureCatalogueFile, sourceFile: string): FigureRow[] {
  return file.figures.map((figure) => ({
    id: figure.id,
    generator: file.generator,
    alt: figure.alt,
    shows: figure.shows,
    width: figure.width ?? null,
    height: figure.height ?? null,
    sourceFile,
  }));
}
