/** The account API's call paths (zod-free), for the server's routes and the web's calls. */

export const authApiPaths = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  silentValidate: '/api/auth/silent-validate',
  verifyDevice: '/api/auth/verify-device',
  providers: '/api/auth/providers',
  googleStart: '/api/auth/google/start',
  googleCallback: '/api/auth/google/callback',
  googleComplete: '/api/auth/google/complete',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  /** A refused user lists her devices after proving the password (for /remove-device). */
  recoverDevices: '/api/auth/devices/list',
  recoverRemoveDevice: '/api/auth/devices/remove',
  /** The signed-in user's devices (for /manage-devices); DELETE `${devices}/{id}` removes one. */
  devices: '/api/devices',
  /** The signed-in user's active sessions; DELETE `/api/session/{id}` ends one. */
  sessions: '/api/sessions',
  sessionCreate: '/api/session/create',
  session: (token: string) => `/api/session/${encodeURIComponent(token)}`,
  chatbaseIdentity: (token: string) => `/api/session/${encodeURIComponent(token)}/chatbase-identity`,
  planFeatures: (email: string) => `/api/user/plan-features/${encodeURIComponent(email)}`,
  purchasedPdfs: '/api/pdfs/category/purchased',
} as const;
