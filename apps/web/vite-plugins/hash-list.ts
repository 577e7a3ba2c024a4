/** FNV-1a: a short, stable version string from a list (file names that carry hashes, figures' bytes). */
export function hashList(list: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of list.join('\n')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
