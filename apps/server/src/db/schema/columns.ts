import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The column builders every table shares. Function declarations (hoisted), since users.ts itself
 * uses them while this file's import of it is still being evaluated.
 */

/** A moment, kept with its time zone, as every time in the schema is. */
export function timestamptz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** A row's parent: never null, and the row is deleted with it. */
export function parentRef<TName extends string>(name: TName, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}

/** The user a row belongs to (its owner, author, buyer …): never null, deleted with her account. */
export function userRef<TName extends string = 'user_id'>(name: TName = 'user_id' as TName) {
  return parentRef(name, () => users.id);
}

/** A user's one row of its kind (her wallet, settings, profile): keyed by her id, deleted with her account. */
export function userKey() {
  return uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });
}
