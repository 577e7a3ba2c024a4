/** The library's passages a message is answered from, numbered as the answer cites them. */
import type { Passage } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import { type ContextLibrary, contextItem } from './context-item.ts';
import type { ThreadRow } from './repository.ts';
import { NOTHING_HIDDEN } from './turn.ts';

export const renumber = (passages: Omit<Passage, 'n'>[], max = 5): Passage[] => {
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const p of passages) {
    const key = `${p.kind}:${p.itemId}`;
    if (seen.has(key) || out.length >= max) continue;
    seen.add(key);
    out.push({ ...p, n: out.length + 1 });
  }
  return out;
};

/**
 * A message that leans on the one before ("What about in pregnancy?", "and in children?", "why?"):
 * it is searched with the thread's last question as context, so it keeps the thread's topic.
 */
function isFollowUp(content: string): boolean {
  const words = content.trim().split(/\s+/);
  if (
    /^(?:what|how)\s+about\b|^and\b|^(?:in|during|for|with)\b|^what\s+if\b|^why\b|^(?:its?|their|the same)\b/i.test(
      content.trim(),
    )
  )
    return words.length <= 12;
  return words.length <= 3 && /\?\s*$/.test(content);
}

export function createMessagePassages(deps: {
  grounding: Pick<GroundedAnswerService, 'retrieve'>;
  library: ContextLibrary;
}) {
  const { grounding, library } = deps;

  /** The library's passages for a message: the thread's item first, then what the words find. */
  async function passagesFor(
    thread: ThreadRow,
    content: string,
    previous: string | null,
    hidden: ReadonlySet<string> = NOTHING_HIDDEN,
  ) {
    const context = previous && isFollowUp(content) ? previous : null;
    let found = (await grounding.retrieve(content, hidden, { context })).passages;
    if (found.length === 0 && previous && !context)
      found = (await grounding.retrieve(content, hidden, { context: previous })).passages;
    const pinnedHidden = thread.contextKind === 'question' && thread.contextId && hidden.has(thread.contextId);
    const pinned =
      thread.contextKind && thread.contextId && !pinnedHidden
        ? await contextItem(library, thread.contextKind, thread.contextId)
        : null;
    const usable = pinned && pinned.lines.length > 0 ? [pinned] : [];
    return { passages: renumber([...usable, ...found]) };
  }

  return { passagesFor };
}
export type MessagePassages = ReturnType<typeof createMessagePassages>;
