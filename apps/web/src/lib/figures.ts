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

/** Fetches each figure once; resolves to how many arrived. Never throws: offline is not an error here. */
export async function keepFiguresOffline(ids: readonly string[], fetcher: typeof fetch = fetch): Promise<number> {
  const results = await Promise.allSettled(
    [...new Set(ids)].map((id) => fetcher(figureUrl(id), { credentials: 'omit' }).then((reply) => reply.ok)),
  );
  return results.filter((r) => r.status === 'fulfilled' && r.value).length;
}
