/** The passages' embedding vectors kept in `passage_embeddings` (decision 135). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { passageEmbeddings } from '../../db/schema.ts';

export interface EmbeddingCache {
  /** The kept vectors of these text hashes, by hash (missing ones are absent). */
  load(model: string, hashes: readonly string[]): Promise<Map<string, Float32Array>>;
  /** Keeps vectors; a hash already kept (another process got there first) is left as it is. */
  save(model: string, rows: readonly { hash: string; vector: Float32Array }[]): Promise<void>;
}

const CHUNK = 500;

const toBytes = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

function fromBytes(bytes: Buffer): Float32Array {
  // A copy on a fresh buffer: Float32Array needs 4-byte alignment, which a driver's slice may lack.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}

export function createEmbeddingCache(db: DbExecutor): EmbeddingCache {
  return {
    async load(model, hashes) {
      const found = new Map<string, Float32Array>();
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const rows = await db
          .select({ hash: passageEmbeddings.textHash, vector: passageEmbeddings.vector })
          .from(passageEmbeddings)
          .where(
            and(eq(passageEmbeddings.model, model), inArray(passageEmbeddings.textHash, hashes.slice(i, i + CHUNK))),
          );
        for (const row of rows) found.set(row.hash, fromBytes(row.vector));
      }
      return found;
    },
    async save(model, rows) {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const values = rows.slice(i, i + CHUNK).map((row) => ({
          model,
          textHash: row.hash,
          dimensions: row.vector.length,
          vector: toBytes(row.vector),
        }));
        if (values.length > 0) await db.insert(passageEmbeddings).values(values).onConflictDoNothing();
      }
    },
  };
}
