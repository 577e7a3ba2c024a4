/**
 * Keys for a list whose items may repeat (two identical table cells, a repeated option): the
 * item's text and how many times it came before, stable while the list is.
 */
export function keyed<T>(
  items: readonly T[],
  textOf: (item: T) => string = String,
): { key: string; item: T; index: number }[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const text = textOf(item);
    const before = seen.get(text) ?? 0;
    seen.set(text, before + 1);
    return { key: `${text}#${before}`, item, index };
  });
}
