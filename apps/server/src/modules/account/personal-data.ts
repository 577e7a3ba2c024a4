/** The account module's own tables in the export and at erasure. */
import { deleted, kept, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { AccountRepository } from './repository.ts';

const auditReason = 'the record of what was asked and done; holds the user id only';

export function accountTablesPersonalData(repository: AccountRepository): PersonalDataSource {
  return personalDataSource(
    {
      data_exports: deleted,
      account_deletions: kept(auditReason),
      account_audit_events: kept(auditReason),
    },
    repository,
  );
}
