/** Devices: exported whole, deleted at erasure. */
import { eq } from 'drizzle-orm';
import { devices } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const devicesPersonalData: PersonalDataSource = {
  tables: { devices: deleted },
  async exportRows(tx, subject) {
    return { devices: await tx.select().from(devices).where(eq(devices.userId, subject.id)) };
  },
  async erase(tx, subject) {
    await tx.delete(devices).where(eq(devices.userId, subject.id));
    return undefined;
  },
};
