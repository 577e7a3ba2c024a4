/** The compare mode: two conditions side by side, attribute by attribute. */
import { groundingLabels } from '@medsutra/contract/library/api';
import { notePoints } from '@medsutra/contract/library/note-text';
import { tutorLabels, tutorMessages } from '@medsutra/contract/tutor/api';
import type { Passage } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import type { LibraryService } from '../library/service.ts';
import { type ModelAnswer, offlineFrom } from './answer-writing.ts';
import { renumber } from './message-passages.ts';
import { offlineCompareTable, splitComparison, tableFromText } from './modes.ts';
import type { MessageRow } from './repository.ts';
import { refusal } from './scope.ts';
import type { Composed, Turn } from './turn.ts';

export function createCompareMode(deps: {
  grounding: Pick<GroundedAnswerService, 'retrieve' | 'recogniseTopic' | 'modelConfigured'>;
  library: Pick<LibraryService, 'notesFor'>;
  modelAnswer: ModelAnswer;
}) {
  const { grounding, library, modelAnswer } = deps;

  return async function answerCompare(
    turn: Turn,
    history: MessageRow[],
    onDelta: (t: string) => void,
  ): Promise<Composed> {
    const pair = splitComparison(turn.question.content);
    if (!pair) {
      return {
        text: 'Name two conditions to compare, for example "nephritic vs nephrotic syndrome".',
        citations: [],
        grounding: null,
        label: tutorLabels.notAnswered,
      };
    }
    const [first, second] = await Promise.all(pair.map((name) => grounding.retrieve(name, turn.hidden)));
    const a = first!.passages[0];
    const b = second!.passages.find((p) => p.itemId !== a?.itemId);
    if (!a || !b) {
      const missing = !a ? pair[0] : pair[1];
      const recognised = await grounding.recogniseTopic(missing);
      if (!recognised.medical) return refusal();
      if (!grounding.modelConfigured) {
        return {
          text: tutorMessages.nothingInLibrary(missing),
          citations: [],
          grounding: 'library-offline',
          label: groundingLabels['library-offline'],
        };
      }
    }
    // Compared attribute by attribute, a note is laid out whole, not by its lines nearest the name.
    const whole = async (p: Passage | undefined) => {
      if (p?.kind !== 'note') return p;
      const [note] = await library.notesFor([p.itemId]);
      return note ? { ...p, lines: notePoints(note) } : p;
    };
    const passages = renumber((await Promise.all([whole(a), whole(b)])).filter((p): p is Passage => Boolean(p)));
    if (grounding.modelConfigured) {
      const answer = await modelAnswer(turn, passages, history, onDelta);
      return { ...answer, table: tableFromText(answer.text) };
    }
    const [pa, pb] = passages as [Passage, Passage];
    const table = offlineCompareTable(pa, pb);
    const lines = [
      `${pa.title} [1] compared with ${pb.title} [2], side by side by attribute from the library:`,
      '',
      table.columns.join(' | '),
      ...table.rows.map((row) => row.join(' | ')),
    ];
    return { ...offlineFrom(passages, lines.join('\n')), table };
  };
}
