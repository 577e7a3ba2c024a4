/**
 * The two handles a repository function runs on, declared once: the database, or a transaction
 * on it. Services decide what shares a transaction and pass the handle down; repositories never
 * open one themselves.
 */
import type { Database } from './client.ts';

/** A transaction on the database (what `db.transaction(work)` hands to `work`). */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a transaction on it. */
export type DbExecutor = Database | DbTransaction;
