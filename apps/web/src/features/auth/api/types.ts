/** Reply shapes of the account calls, written without zod so the sign-in page stays light. */
import type { StoredUser } from '../lib/auth-storage';

export interface AuthUserReply {
  success: true;
  message: string;
  user: StoredUser;
}

export interface MessageReply {
  success: true;
  message: string;
}

export interface DeviceSummary {
  id: string;
  deviceName: string;
  userAgent: string | null;
  screenResolution: string | null;
  timezone: string | null;
  lastUsed: string;
  createdAt: string;
  current: boolean;
}

export interface DevicesReply {
  success: true;
  devices: DeviceSummary[];
  limit: number;
}

export interface SessionSummary {
  id: string;
  deviceName: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
