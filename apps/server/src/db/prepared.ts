import type { Database } from './client.ts';

/**
 * A statement built once per database and prepared on each of its connections: for the reads
 * every signed-in request makes (the session, the wallet, the running plan), so no query is built
 * per request and PostgreSQL parses and plans it once. Only for reads outside a transaction.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
