/**
 * The tutor: every conversation, message, daily count and piece of feedback of the student goes
 * into her export, and all of it is deleted with her account.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { TutorRepository } from './repository.ts';

export function tutorPersonalData(repository: TutorRepository): PersonalDataSource {
  return personalDataSource(
    { chat_threads: deleted, chat_messages: deleted, chat_daily_usage: deleted, chat_feedback: deleted },
    repository,
  );
}
