/** Google Drive when Google is configured (the same client as Google sign-in), otherwise none. */
import type { Config } from '../../config.ts';
import { createGoogleDrive, type GoogleDrive } from './google-drive.ts';

export function googleDriveFor(config: Config): GoogleDrive | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createGoogleDrive({
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    apiUrl: config.GOOGLE_DRIVE_API_URL,
  });
}
