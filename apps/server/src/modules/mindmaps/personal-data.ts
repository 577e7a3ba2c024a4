/** Mindmaps: exported with their trees; deleted at erasure with their PDFs (shared posts go with them). */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { MindmapRepository } from './repository.ts';

export function mindmapsPersonalData(repository: MindmapRepository): PersonalDataSource {
  return personalDataSource({ mindmaps: deleted }, repository);
}
