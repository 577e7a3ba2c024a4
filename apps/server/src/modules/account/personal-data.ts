/** The account module's own tables in the export and at erasure. */
import { deleted, kept, type PersonalDataSource } from '../../lib/personal-data.ts';
import type { AccountRepository } from './repository.ts';

const auditReason = 'the record of what was asked and done; holds the user id only';

export function accountTablesPersonalData(repository: AccountRepository): PersonalDataSource {
  return {
    tables: {
      data_exports: deleted,
      account_deletions: kept(auditReason),
      account_audit_events: kept(auditReason),
    },
    async exportRows(tx, subject) {
      const [exports, deletions, audit] = await repository.exportRowsOfAccountTables(tx, subject.id);
      return { data_exports: exports, account_deletions: deletions, account_audit_events: audit };
    },
    async erase(tx, subject) {
      return { fileKeys: await repository.deleteExports(tx, subject.id) };
    },
  };
}
