/** The part of Web Storage the auth code uses, so tests can hand in a plain map. */
import { readStorage, writeStorage } from '@/lib/storage';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const localStore: KeyValueStore = {
  get: (key) => readStorage('local', key),
  set: (key, value) => writeStorage('local', key, value),
  remove: (key) => writeStorage('local', key, null),
};

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}
