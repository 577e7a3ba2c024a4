import type { SecurityFlags } from '@medsutra/contract/auth/rules';
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A device is its fingerprint; an account has at most DEVICE_LIMIT of them. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    deviceName: text('device_name'),
    userAgent: text('user_agent'),
    screenResolution: text('screen_resolution'),
    timezone: text('timezone'),
    language: text('language'),
    ipAddress: text('ip_address'),
    securityFlags: jsonb('security_flags').$type<SecurityFlags>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('devices_user_fingerprint_unique').on(table.userId, table.fingerprint)],
);
