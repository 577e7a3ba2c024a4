/**
 * The admin audit log: an admin's own actions go into her export; at erasure her name is taken
 * off them (the actions stay on record, as the platform's accountability requires).
 */
import { anonymised, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { AuditLogRepository } from './audit-log-repository.ts';

export function adminActionsPersonalData(repository: AuditLogRepository): PersonalDataSource {
  return personalDataSource({ admin_actions: anonymised }, repository);
}
