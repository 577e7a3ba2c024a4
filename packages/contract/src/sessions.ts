/** Session lifetimes from DECISIONS.md. */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
/** Cookie name; over HTTPS it carries the `__Host-` prefix. */
export const SESSION_COOKIE = 'medsutra_session';
