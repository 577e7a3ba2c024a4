/**
 * Devices: an account has at most DEVICE_LIMIT. A device is admitted at sign-in (or Google
 * completion) inside the caller's transaction, under a lock on the user's row. Removing a device
 * ends its sessions and frees its slot; signing out does not.
 */

import { authMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceInfo } from '@medsutra/contract/auth/api';
import { isDeviceFingerprint, type SecurityFlags } from '@medsutra/contract/auth/rules';
import { DEVICE_LIMIT } from '@medsutra/contract/product';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { AppError } from '../../lib/errors.ts';
import type { ActiveSession, SessionUser } from '../../modules/sessions/session-user.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { DeviceDetails, DevicesRepository } from './repository.ts';

const DEVICE_LIMIT_ERROR = 'device_limit_reached';

export interface DeviceVisit {
  fingerprint: string;
  info?: DeviceInfo | undefined;
  securityFlags?: SecurityFlags | undefined;
  ipAddress: string | null;
  userAgentHeader?: string | undefined;
}

/** The refusal every caller shows, each with its own sentence of `messages.deviceLimit`. */
function deviceLimitError(message: string) {
  return new AppError('forbidden', message, { details: { error: DEVICE_LIMIT_ERROR } });
}

function detailsOf(visit: DeviceVisit): DeviceDetails {
  const info = visit.info ?? {};
  return {
    deviceName: info.deviceName ?? info.platform ?? null,
    userAgent: info.userAgent ?? visit.userAgentHeader?.slice(0, 512) ?? null,
    screenResolution: info.screenResolution ?? null,
    timezone: info.timezone ?? null,
    language: info.language ?? null,
    // The client sends 'auto-detected'; the address is the server's to fill in.
    ipAddress: visit.ipAddress,
    securityFlags: visit.securityFlags ?? null,
  };
}

export function createDevicesService(deps: {
  db: Database;
  repository: DevicesRepository;
  sessions: SessionsService;
  /**
   * The per-user lock on the account (the user directory's `lock`), held until the transaction
   * ends, so two sign-ins of one account on new devices take turns counting and inserting, and
   * cannot both take the last slot. A port, so devices import nothing of auth (no cycle).
   */
  accounts: { lock(exec: DbExecutor, userId: string): Promise<void> };
  now: () => Date;
}) {
  const { db, repository, sessions, accounts, now } = deps;

  /** Run inside a transaction: known device → touched; new device → admitted only if a slot is free. */
  async function admit(exec: DbExecutor, userId: string, visit: DeviceVisit, limitMessage: string) {
    await accounts.lock(exec, userId);
    const details = detailsOf(visit);
    const existing = await repository.find(exec, userId, visit.fingerprint);
    if (existing) {
      await repository.touch(exec, existing.id, details, now());
      return existing;
    }
    if ((await repository.count(exec, userId)) >= DEVICE_LIMIT) throw deviceLimitError(limitMessage);
    return repository.insert(exec, userId, visit.fingerprint, details, now());
  }

  function summaries(rows: Awaited<ReturnType<DevicesRepository['list']>>, currentFingerprint: string | null) {
    return rows.map((row) => ({
      id: row.id,
      deviceName: row.deviceName ?? 'Unknown device',
      userAgent: row.userAgent,
      screenResolution: row.screenResolution,
      timezone: row.timezone,
      lastUsed: row.lastUsedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: currentFingerprint !== null && row.fingerprint === currentFingerprint,
    }));
  }

  return {
    admit,

    /** Every device fingerprint the user has used: registered devices and those signed in on. */
    async fingerprintsOf(exec: DbExecutor, userId: string): Promise<string[]> {
      const registered = await repository.fingerprintsOf(exec, userId);
      const signedIn = await sessions.fingerprintsOf(exec, userId);
      return [...new Set([...registered, ...signedIn])];
    },

    /**
     * POST /api/auth/verify-device. A visitor's device can only be checked for a sound
     * fingerprint (the account is unknown until sign-in). A signed-in user's device is admitted
     * or refused as at sign-in.
     */
    async verify(user: SessionUser | null, visit: Partial<DeviceVisit>) {
      if (!isDeviceFingerprint(visit.fingerprint)) {
        throw new AppError('badRequest', authMessages.verification.fingerprintFailed);
      }
      if (!user) return { registered: false, message: authMessages.verification.verified };
      await db.transaction((tx) => admit(tx, user.id, visit as DeviceVisit, authMessages.deviceLimit.verification));
      return { registered: true, message: authMessages.verification.verified };
    },

    async list(userId: string, current: ActiveSession | null) {
      return summaries(await repository.list(db, userId), current?.deviceFingerprint ?? null);
    },

    /** Removes one of the user's devices and ends every session started on it. */
    async remove(userId: string, deviceId: string): Promise<{ fingerprint: string }> {
      return db.transaction(async (tx) => {
        const removed = await repository.remove(tx, userId, deviceId);
        if (!removed) throw new AppError('notFound', authMessages.server.deviceNotFound);
        await sessions.endForDevice(tx, userId, removed.fingerprint, 'device_removed');
        return removed;
      });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
