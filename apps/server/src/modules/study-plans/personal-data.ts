/**
 * Study plans: a student's plans and their items go into her export and are deleted with her
 * account (items go with their plan, by its foreign key).
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { StudyPlanRepository } from './repository.ts';

export function studyPlansPersonalData(repository: StudyPlanRepository): PersonalDataSource {
  return personalDataSource({ study_plans: deleted }, repository);
}
