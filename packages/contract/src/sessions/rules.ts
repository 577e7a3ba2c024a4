/** Session lifetimes from docs/product-rules.md. */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
/** Cookie name; over HTTPS it carries the `__Host-` prefix. */
export const SESSION_COOKIE = 'medsutra_session';
/**
 * Why a browser's session ended, when the browser is told (GET /api/user/auth-status, once): only
 * a removal from Manage Devices, since the person holding that device did not sign out themselves.
 */
export const reportedSessionEndReasons = ['device_removed'] as const;
export type ReportedSessionEndReason = (typeof reportedSessionEndReasons)[number];
