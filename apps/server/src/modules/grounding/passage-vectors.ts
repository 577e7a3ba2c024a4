/**
 * Hybrid retrieval's second signal (decision 135): with an embedding model configured, every
 * passage of the index gets the model's vector, and a question's vector finds the passages that
 * say the same thing in other words ("heart attack" for myocardial infarction). BM25 stays the
 * first signal; these similarities are added to its line scores (`PassageIndex.rank`'s `similar`).
 *
 * Vectors are filled in the background after the index is built, from the database cache first and
 * the model for the rest, in batches; until they are all there the lines that have one take part.
 * A model that fails or is slow leaves retrieval lexical: a question never waits on it for long.
 */
import { sha256Hex } from '../../lib/hash.ts';
import type { EmbeddingCache } from './embedding-cache.ts';
import type { PassageIndex } from './passage-index.ts';

export interface Embedder {
  model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface PassageVectors {
  /** The lines most like the question, with their cosine similarity; null while none is ready or the model failed. */
  similarLines(question: string, signal?: AbortSignal): Promise<Map<number, number> | null>;
  /** How many of the index's lines have a vector. */
  progress(): { embedded: number; lines: number };
  /** Resolves when the background fill has finished (or given up). */
  filled: Promise<void>;
}

/** Lines sent to the model in one request. */
const BATCH = 64;
/** The most similar lines handed to the ranking. */
const TOP_LINES = 40;
/** How long a question waits for its own vector before retrieval goes on without it. */
const QUESTION_TIMEOUT_MS = 2500;

export function createPassageVectors(deps: {
  index: PassageIndex;
  embedder: Embedder;
  cache: EmbeddingCache;
  log?: { warn(object: object, message: string): void };
}): PassageVectors {
  const { index, embedder, cache } = deps;
  const lineCount = index.size.lines;
  const vectors: (Float32Array | undefined)[] = new Array(lineCount);
  let embedded = 0;

  async function fill() {
    const byHash = new Map<string, number[]>();
    for (let line = 0; line < lineCount; line++) {
      const hash = sha256Hex(index.lineText(line));
      const lines = byHash.get(hash);
      if (lines) lines.push(line);
      else byHash.set(hash, [line]);
    }
    const put = (hash: string, vector: Float32Array) => {
      for (const line of byHash.get(hash) ?? []) {
        if (!vectors[line]) embedded++;
        vectors[line] = vector;
      }
    };
    const kept = await cache.load(embedder.model, [...byHash.keys()]);
    for (const [hash, vector] of kept) put(hash, vector);
    const missing = [...byHash.keys()].filter((hash) => !kept.has(hash));
    for (let i = 0; i < missing.length; i += BATCH) {
      const hashes = missing.slice(i, i + BATCH);
      const texts = hashes.map((hash) => index.lineText(byHash.get(hash)![0]!));
      const got = await embedder.embed(texts);
      const rows = hashes.map((hash, j) => ({ hash, vector: got[j]! }));
      await cache.save(embedder.model, rows);
      for (const row of rows) put(row.hash, row.vector);
    }
  }

  const filled = fill().catch((error: unknown) => {
    deps.log?.warn(
      { err: error, embedded, lines: lineCount },
      'passage embeddings stopped; retrieval stays lexical for the rest',
    );
  });

  return {
    filled,
    progress: () => ({ embedded, lines: lineCount }),
    async similarLines(question, signal) {
      if (embedded === 0 || question.trim() === '') return null;
      const timeout = AbortSignal.timeout(QUESTION_TIMEOUT_MS);
      let query: Float32Array | undefined;
      try {
        [query] = await embedder.embed([question], signal ? AbortSignal.any([signal, timeout]) : timeout);
      } catch (error) {
        if (signal?.aborted) throw error;
        deps.log?.warn({ err: error }, 'the question could not be embedded; retrieval is lexical for it');
        return null;
      }
      if (!query) return null;
      const best: { line: number; similarity: number }[] = [];
      for (let line = 0; line < lineCount; line++) {
        const vector = vectors[line];
        if (!vector || vector.length !== query.length) continue;
        let dot = 0;
        for (let k = 0; k < vector.length; k++) dot += vector[k]! * query[k]!;
        if (best.length < TOP_LINES) {
          best.push({ line, similarity: dot });
          if (best.length === TOP_LINES) best.sort((a, b) => b.similarity - a.similarity);
        } else if (dot > best[TOP_LINES - 1]!.similarity) {
          best[TOP_LINES - 1] = { line, similarity: dot };
          best.sort((a, b) => b.similarity - a.similarity);
        }
      }
      return new Map(best.map((b) => [b.line, b.similarity]));
    },
  };
}
