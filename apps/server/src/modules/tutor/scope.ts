/** Which messages the tutor answers, and what it says to those it does not or cannot. */
import { groundingLabels } from '@medsutra/contract/library/api';
import { tutorLabels, tutorMessages } from '@medsutra/contract/tutor/api';
import { specificWords } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import { searchWords } from '../library/search-query.ts';
import type { LibraryService } from '../library/service.ts';
import type { Composed } from './turn.ts';

export const refusal = (): Composed => ({
  text: tutorMessages.refusal,
  citations: [],
  grounding: null,
  label: tutorLabels.notAnswered,
});

export function createScope(deps: {
  grounding: Pick<GroundedAnswerService, 'recogniseTopic' | 'retrieve' | 'modelConfigured'>;
  library: Pick<LibraryService, 'libraryWordShare'>;
}) {
  const { grounding, library } = deps;

  /**
   * Is a message for the tutor? A medical one is (the library or the model recognises it). In a
   * conversation already about something, a follow-up is, unless not one of its words is medical.
   */
  async function inScope(content: string, followUp: boolean): Promise<boolean> {
    if ((await grounding.recogniseTopic(content)).medical) return true;
    if (!followUp) return false;
    const words = searchWords(specificWords(content));
    return words.length === 0 || (await library.libraryWordShare(words)) > 0;
  }

  /** Nothing retrieved: a refusal when the topic is not medical, else what the library lacks. */
  async function withoutPassages(content: string): Promise<Composed | null> {
    const recognised = await grounding.recogniseTopic(content);
    if (!recognised.medical) return refusal();
    if (grounding.modelConfigured) return null;
    const suggestions = (await grounding.retrieve(content)).suggestions;
    const more = suggestions.length > 0 ? ` Closest subtopics: ${suggestions.map((s) => s.name).join(', ')}.` : '';
    return {
      text: `${tutorMessages.nothingInLibrary(content)}${more}`,
      citations: [],
      grounding: 'library-offline',
      label: groundingLabels['library-offline'],
    };
  }

  return { inScope, withoutPassages };
}
export type Scope = ReturnType<typeof createScope>;
