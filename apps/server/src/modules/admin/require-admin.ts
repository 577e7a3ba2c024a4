/** The one admin check for every admin-only route: 403 with a sentence for anyone else. */
import { forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../sessions/session-user.ts';

export const adminOnlyMessage = 'Only MedSutra admins can do this.';

export function requireAdmin(user: SessionUser): void {
  if (user.role !== 'admin') throw forbidden(adminOnlyMessage);
}
