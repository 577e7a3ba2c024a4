/**
 * A read that rides in the session lookup's statement (docs/decisions/070): the header's balance,
 * XP and auth status read one small thing of the signed-in user on every open tab, and a second
 * statement after the session's was most of their cost. The owning module writes the SQL of its
 * own tables as one scalar expression of the session's user id; the sessions module places it in
 * its lookup and knows nothing of what it reads. A route asks for one with
 * `config: { readAlongsideSession }` and takes the value with `readAlongside` (plugins/session-user).
 */
import type { Placeholder, SQL } from 'drizzle-orm';

export interface ReadAlongsideSession<T> {
  /** Names the prepared statement, so unique among these reads (letters, digits, underscores). */
  name: string;
  /**
   * One scalar SQL expression over the owner's tables (a subquery that yields JSON, or null when
   * there is no row), of the session's user id and the request's instant.
   */
  select(userId: SQL | SQL.Aliased | { getSQL(): SQL }, now: Placeholder): SQL;
  /** The expression's value as the driver gives it (parsed JSON, or null) to the owner's value. */
  decode(value: unknown): T;
}

/** What a request's session lookup read alongside, for the route that asked for it. */
export interface ReadAlongsideValue {
  read: ReadAlongsideSession<unknown>;
  value: unknown;
}
