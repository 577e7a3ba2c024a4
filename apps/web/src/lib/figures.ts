/**
 * The project's figures offline: the service worker keeps every figure it fetches (cache-first,
 * docs/decisions/085-figures-drawn-at-build-and-served-as-files.md), so asking for a saved
 * question's or note's figures once, while online, is what keeps them for later.
 */
import { figureUrl } from '@medsutra/contract/library/figures';

/**
 * The figure ids items refer to, each once: `figure` on a question as the API sends it
 * (`{ id, alt, width, height }`, decision 081) or as a bare id.
 */
export function figureIdsOf(items: readonly object[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    const figure = (item as { figure?: unknown }).figure;
    const id = typeof figure === 'object' && figure !== null ? (figure as { id?: unknown }).id : figure;
    if (typeof id === 'string' && id) ids.add(id);
  }
  return [...ids];
}

/** How many figures are asked for at once: a slow phone's connection stays free for what she taps. */
const FIGURES_AT_ONCE = 2;

/**
 * Fetches each figure once, two at a time (a 200-question test can name 150 figures; all at once
 * they would crowd a slow connection for the first minute of the exam); resolves to how many
 * arrived. Never throws: offline is not an error here.
 */
export async function keepFiguresOffline(ids: readonly string[], fetcher: typeof fetch = fetch): Promise<number> {
  const queue = [...new Set(ids)];
  let arrived = 0;
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        if ((await fetcher(figureUrl(id), { credentials: 'omit' })).ok) arrived += 1;
      } catch {
        // offline or refused: the next one may still arrive
      }
    }
  };
  await Promise.all(Array.from({ length: FIGURES_AT_ONCE }, worker));
  return arrived;
}
