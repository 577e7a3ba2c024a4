import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/executor.ts';

/** The account as it was before erasure began (the email is matched in tables without a user id). */
export interface PersonalDataSubject {
  id: string;
  email: string;
}

export type FindSubject = (tx: DbExecutor, userId: string) => Promise<PersonalDataSubject | null>;

/** What happens to a table's rows at erasure: removed, or kept with the reason the law or the ledger gives. */
export type ErasurePolicy = { erase: 'delete' } | { erase: 'anonymise' } | { erase: 'keep'; reason: string };
export const deleted: ErasurePolicy = { erase: 'delete' };
export const anonymised: ErasurePolicy = { erase: 'anonymise' };
export const kept = (reason: string): ErasurePolicy => ({ erase: 'keep', reason });

export interface PersonalDataSource {
  /** Every table of this module that names a user, and what erasure does to it. */
  tables: Record<string, ErasurePolicy>;
  /**
   * The rows of each table (keys are the table names above) as they go into the export. Secrets
   * (token hashes, password hashes) are never included: tokens appear as metadata only.
   */
  exportRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<Record<string, unknown[]>>;
  /**
   * Erases or anonymises the subject's rows inside the erasure transaction; safe to run again.
   * Returns the file-store keys of files that belonged to the deleted rows.
   */
  erase(tx: DbExecutor, subject: PersonalDataSubject): Promise<{ fileKeys?: string[] } | undefined>;
}

/**
 * What a module's repository gives the export and erasure: its SQL for the subject's rows, kept
 * with the rest of its SQL. Rows are matched by the user id, or by the email where a table has no
 * user id (contact messages, the mail outbox, Google sign-in hand-overs).
 */
export interface PersonalRowsRepository {
  /** The subject's rows of each table (keys are table names), as they go into the export. */
  exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<Record<string, unknown[]>>;
  /** Erases or anonymises the subject's rows; returns the file-store keys of deleted rows' files. */
  erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]>;
}

/** A module's source: its tables' policies, and its repository's SQL for the rows. */
export function personalDataSource(
  tables: Record<string, ErasurePolicy>,
  repository: PersonalRowsRepository,
): PersonalDataSource {
  return {
    tables,
    exportRows: (tx, subject) => repository.exportPersonalRows(tx, subject),
    erase: async (tx, subject) => ({ fileKeys: await repository.erasePersonalRows(tx, subject) }),
  };
}

/**
 * The subject's rows of one table for the export: the chosen columns of the rows whose `owner`
 * column holds her id. Most modules' exports are this one query per table.
 */
export function rowsOwnedBy(
  tx: DbExecutor,
  table: PgTable,
  fields: SelectedFields,
  owner: PgColumn,
  subject: PersonalDataSubject,
): Promise<unknown[]> {
  return tx.select(fields).from(table).where(eq(owner, subject.id));
}
