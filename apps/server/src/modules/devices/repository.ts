import type { SecurityFlags } from '@medsutra/contract/auth/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { devices } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export interface DeviceDetails {
  deviceName: string | null;
  userAgent: string | null;
  screenResolution: string | null;
  timezone: string | null;
  language: string | null;
  ipAddress: string | null;
  securityFlags: SecurityFlags | null;
}

export function createDevicesRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async find(exec: DbExecutor, userId: string, fingerprint: string) {
      const [row] = await exec
        .select()
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.fingerprint, fingerprint)))
        .limit(1);
      return row ?? null;
    },

    async count(exec: DbExecutor, userId: string): Promise<number> {
      const [row] = await exec
        .select({ count: sql<number>`count(*)::int` })
        .from(devices)
        .where(eq(devices.userId, userId));
      return row?.count ?? 0;
    },

    async insert(exec: DbExecutor, userId: string, fingerprint: string, details: DeviceDetails, at: Date) {
      const [row] = await exec
        .insert(devices)
        .values({ userId, fingerprint, ...details, createdAt: at, lastUsedAt: at })
        .returning();
      return row!;
    },

    /** Records a new use; details the client did not send keep their stored values. */
    async touch(exec: DbExecutor, deviceId: string, details: Partial<DeviceDetails>, at: Date) {
      const known = Object.fromEntries(
        Object.entries(details).filter(([, value]) => value !== null && value !== undefined),
      );
      await exec
        .update(devices)
        .set({ ...known, lastUsedAt: at })
        .where(eq(devices.id, deviceId));
    },

    async fingerprintsOf(exec: DbExecutor, userId: string): Promise<string[]> {
      const rows = await exec
        .select({ fingerprint: devices.fingerprint })
        .from(devices)
        .where(eq(devices.userId, userId));
      return rows.map((row) => row.fingerprint);
    },

    list(exec: DbExecutor, userId: string) {
      return exec.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.lastUsedAt));
    },

    async remove(exec: DbExecutor, userId: string, deviceId: string): Promise<{ fingerprint: string } | null> {
      const [row] = await exec
        .delete(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
        .returning({ fingerprint: devices.fingerprint });
      return row ?? null;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

/** The subject's devices, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return { devices: await tx.select().from(devices).where(eq(devices.userId, subject.id)) };
}

/** Deletes the subject's devices at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(devices).where(eq(devices.userId, subject.id));
  return [];
}
