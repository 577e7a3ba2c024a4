/**
 * The library's subtopic for a topic a student typed: one every word of the topic matches, else
 * the closest name when it is close (a misspelling). The library alone decides; no model is asked
 * before a charge. Shared by the concept mapper and the viva.
 */
import type { LibraryService } from '../library/service.ts';

/** How close (trigram similarity) a misspelt subtopic name must be to be taken for it. */
const CLOSE_NAME = 0.5;

export async function subtopicForTopic(
  library: Pick<LibraryService, 'searchRows' | 'closestSubtopics'>,
  topic: string,
): Promise<string | null> {
  const { rows } = await library.searchRows(topic, { exactOnly: true, limit: 5 });
  const found = rows.find((row) => row.subtopicId !== null)?.subtopicId;
  if (found) return found;
  const [closest] = await library.closestSubtopics(topic, 1);
  return closest && closest.similarity >= CLOSE_NAME ? closest.id : null;
}
