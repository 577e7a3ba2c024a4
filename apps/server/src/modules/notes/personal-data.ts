/** Notes, uploaded PDFs and pearls: exported (PDFs as metadata), deleted at erasure with their files. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { NotesRepository } from './repository.ts';

export function notesPersonalData(repository: NotesRepository): PersonalDataSource {
  return personalDataSource({ user_notes: deleted, user_pdfs: deleted, pearls: deleted }, repository);
}
