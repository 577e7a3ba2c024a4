import type { SecurityFlags } from '@medsutra/contract/auth/rules';
import { jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/** A device is its fingerprint; an account has at most DEVICE_LIMIT of them. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    fingerprint: text('fingerprint').notNull(),
    deviceName: text('device_name'),
    userAgent: text('user_agent'),
    screenResolution: text('screen_resolution'),
    timezone: text('timezone'),
    language: text('language'),
    ipAddress: text('ip_address'),
    securityFlags: jsonb('security_flags').$type<SecurityFlags>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (table) => [unique('devices_user_fingerprint_unique').on(table.userId, table.fingerprint)],
);
