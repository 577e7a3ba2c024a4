import { notePoints } from '@medsutra/contract/library/note-text';
import type { TutorContextKind } from '@medsutra/contract/tutor/api';
import type { Passage } from '../grounding/passages.ts';
import type { LibraryService } from '../library/service.ts';

export type ContextLibrary = Pick<LibraryService, 'subtopicBundle' | 'question' | 'clinicalCase'>;

/** The item a thread was started from, as a passage, and its title. */
export async function contextItem(
  library: ContextLibrary,
  kind: TutorContextKind,
  id: string,
): Promise<Omit<Passage, 'n'> | null> {
  if (kind === 'note' || kind === 'subtopic') {
    const bundle = await library.subtopicBundle(id);
    if (!bundle) return null;
    return {
      kind: 'note',
      itemId: bundle.subtopic.id,
      subtopicId: bundle.subtopic.id,
      title: bundle.subtopic.name,
      lines: bundle.notes ? notePoints(bundle.notes) : [],
      references: bundle.notes?.references ?? [],
    };
  }
  if (kind === 'question') {
    const q = await library.question(id);
    if (!q) return null;
    return {
      kind: 'question',
      itemId: q.id,
      subtopicId: q.subtopicId,
      title: q.stem.length > 90 ? `${q.stem.slice(0, 87)}…` : q.stem,
      lines: [q.stem, q.explanation],
      references: q.references,
    };
  }
  const c = await library.clinicalCase(id);
  if (!c) return null;
  return {
    kind: 'case',
    itemId: c.id,
    subtopicId: c.subtopicIds[0] ?? null,
    title: c.title,
    lines: (c.body as { teachingPoints?: string[] }).teachingPoints ?? [],
    references: c.references,
  };
}
