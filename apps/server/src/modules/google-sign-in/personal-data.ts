/** Google sign-in hand-over tokens: metadata only in the export (never the token hash); deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { GoogleSignInRepository } from './repository.ts';

export function googleSignInPersonalData(repository: GoogleSignInRepository): PersonalDataSource {
  return personalDataSource({ oauth_login_tokens: deleted }, repository);
}
