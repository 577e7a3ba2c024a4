/**
 * Every table with a user column must be in some module's personal-data source: otherwise the
 * export would miss it and erasure would leave it behind. A new table fails here until its module
 * adds a PersonalDataSource line to personal-data-registry.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesWithUserColumns } from '../../../test/helpers/personal-data.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { personalDataSources } from './personal-data-registry.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const registeredTables = () => {
  const sources = personalDataSources();
  return sources.flatMap((source) => Object.keys(source.tables));
};

describe('the personal-data registry', () => {
  it('covers every table that has a user column (user_id, *_user_id, author_id, email, to)', async () => {
    const withUserColumns = [...(await tablesWithUserColumns(database.handle.db)).keys()].sort();
    // The detection itself must see the tables we know about, or this test could pass by seeing none.
    expect(withUserColumns).toEqual(
      expect.arrayContaining(['users', 'sessions', 'contact_messages', 'mail_outbox', 'posts']),
    );
    const missing = withUserColumns.filter((table) => !registeredTables().includes(table));
    expect(missing, `tables with a user column that no personal-data source covers: ${missing.join(', ')}`).toEqual([]);
  });

  it('names only tables that exist, each once', async () => {
    const names = registeredTables();
    expect(new Set(names).size).toBe(names.length);
    const withUserColumns = await tablesWithUserColumns(database.handle.db);
    // users is found by its email column; every registered table names a user somehow.
    expect(names.filter((table) => !withUserColumns.has(table))).toEqual([]);
  });
});
