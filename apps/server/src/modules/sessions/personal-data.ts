/** Sessions: exported without their token hash or session data, deleted at erasure. */
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const sessionsPersonalData: PersonalDataSource = {
  tables: { sessions: deleted },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        id: sessions.id,
        deviceFingerprint: sessions.deviceFingerprint,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
        endedReason: sessions.endedReason,
      })
      .from(sessions)
      .where(eq(sessions.userId, subject.id));
    return { sessions: rows };
  },
  async erase(tx, subject) {
    await tx.delete(sessions).where(eq(sessions.userId, subject.id));
    return undefined;
  },
};
