/** AI-tool runs (case sessions, research answers): exported with their input and output; deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { ToolRepository } from './repository.ts';

export function toolRunsPersonalData(repository: ToolRepository): PersonalDataSource {
  return personalDataSource({ ai_tool_runs: deleted }, repository);
}
