/**
 * The admin console's users: search, one account's full picture (plan, balances, devices,
 * sessions, role), suspension and role changes. Suspension reuses `users.access_allowed` (the flag
 * sign-in already refuses with "Account Blocked"), so there is one meaning of "may not sign in";
 * every change ends in the audit log in the same transaction.
 */
import { type AdminUserDetail, type AdminUserSummary, adminMessages } from '@medsutra/contract/admin/api';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { UserRow } from '../auth/repository.ts';
import type { DevicesService } from '../devices/service.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { latestAdminAction, recordAdminAction } from './audit-log.ts';
import { requireAdmin } from './require-admin.ts';

const SEARCH_LIMIT = 50;
const SUSPENDED_SESSION_REASON = 'suspended';

export interface AdminUsersDeps {
  db: Database;
  users: UserDirectory;
  sessions: Pick<SessionsService, 'endAll' | 'listActiveOf'>;
  devices: Pick<DevicesService, 'list'>;
  plans: { planLabelFor(userId: string): Promise<string> };
  economy: { balancesOf(userId: string): Promise<{ coins: number; xp: number }> };
  now: () => Date;
}

function summary(row: UserRow): AdminUserSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    handle: row.handle,
    role: row.role,
    suspended: row.accessAllowed !== 'yes',
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, users, sessions, now } = deps;

  async function existing(userId: string, exec: Database | DbTransaction = db) {
    const row = await users.findById(exec, userId);
    if (!row) throw notFound(adminMessages.userNotFound);
    return row;
  }

  /**
   * Suspends inside the caller's transaction: the flag, every session ended, the log line. The
   * moderation queue's `user` target calls it when a report on a user is upheld. False when the
   * account was already suspended (nothing is changed or logged).
   */
  async function suspendIn(
    tx: DbTransaction,
    userId: string,
    context: { adminUserId: string; reason: string; now: Date; via?: string },
  ): Promise<boolean> {
    const changed = await users.setAccessAllowed(tx, userId, 'no', context.now);
    if (!changed) return false;
    await sessions.endAll(tx, userId, SUSPENDED_SESSION_REASON);
    await recordAdminAction(
      tx,
      {
        adminUserId: context.adminUserId,
        action: 'user.suspend',
        targetKind: 'user',
        targetId: userId,
        detail: { reason: context.reason, ...(context.via ? { via: context.via } : {}) },
      },
      context.now,
    );
    return true;
  }

  return {
    suspendIn,

    async search(admin: SessionUser, query: string | undefined): Promise<AdminUserSummary[]> {
      requireAdmin(admin);
      return (await users.search(db, query ?? '', SEARCH_LIMIT)).map(summary);
    },

    async detail(admin: SessionUser, userId: string): Promise<AdminUserDetail> {
      requireAdmin(admin);
      const row = await existing(userId);
      const [plan, balances, devices, active, suspension] = await Promise.all([
        deps.plans.planLabelFor(userId),
        deps.economy.balancesOf(userId),
        deps.devices.list(userId, null),
        sessions.listActiveOf(userId),
        row.accessAllowed === 'yes' ? null : latestAdminAction(db, { kind: 'user', id: userId }, 'user.suspend'),
      ]);
      const byName = suspension?.adminUserId
        ? ((await users.namesOf(db, [suspension.adminUserId])).get(suspension.adminUserId)?.fullName ?? null)
        : null;
      return {
        ...summary(row),
        plan,
        emailVerified: row.emailVerifiedAt !== null,
        coins: balances.coins,
        xp: balances.xp,
        suspension:
          row.accessAllowed === 'yes'
            ? null
            : {
                reason: typeof suspension?.detail.reason === 'string' ? suspension.detail.reason : '',
                at: (suspension?.createdAt ?? row.updatedAt).toISOString(),
                byName,
              },
        devices: devices.map((device) => ({
          id: device.id,
          deviceName: device.deviceName,
          lastUsed: device.lastUsed,
          createdAt: device.createdAt,
        })),
        sessions: active.map((session) => ({
          id: session.id,
          deviceName: session.deviceName,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
      };
    },

    async suspend(admin: SessionUser, userId: string, reason: string): Promise<string> {
      requireAdmin(admin);
      if (admin.id === userId) throw badRequest(adminMessages.notOnYourself);
      await db.transaction(async (tx) => {
        await existing(userId, tx);
        const done = await suspendIn(tx, userId, { adminUserId: admin.id, reason, now: now() });
        if (!done) throw conflict(adminMessages.alreadySuspended);
      });
      return adminMessages.suspended;
    },

    async unsuspend(admin: SessionUser, userId: string): Promise<string> {
      requireAdmin(admin);
      await db.transaction(async (tx) => {
        await existing(userId, tx);
        const at = now();
        if (!(await users.setAccessAllowed(tx, userId, 'yes', at))) throw conflict(adminMessages.notSuspended);
        await recordAdminAction(
          tx,
          { adminUserId: admin.id, action: 'user.unsuspend', targetKind: 'user', targetId: userId },
          at,
        );
      });
      return adminMessages.unsuspended;
    },

    async setRole(admin: SessionUser, userId: string, role: 'user' | 'admin'): Promise<string> {
      requireAdmin(admin);
      if (admin.id === userId) throw badRequest(adminMessages.notOnYourself);
      await db.transaction(async (tx) => {
        await existing(userId, tx);
        const at = now();
        if (!(await users.setRoleById(tx, userId, role, at))) throw conflict(adminMessages.roleUnchanged);
        await recordAdminAction(
          tx,
          { adminUserId: admin.id, action: 'user.role', targetKind: 'user', targetId: userId, detail: { role } },
          at,
        );
      });
      return adminMessages.roleChanged(role);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
