/** Devices: exported whole, deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { DevicesRepository } from './repository.ts';

export function devicesPersonalData(repository: DevicesRepository): PersonalDataSource {
  return personalDataSource({ devices: deleted }, repository);
}
