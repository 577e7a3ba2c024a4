/**
 * The profile API's addresses, apart from profile.ts: its schemas bring zod, and a page that only
 * reads the profile (the test form's default exam) should not load zod for it.
 */
export const profileApiPaths = {
  profile: '/api/account/profile',
  password: '/api/account/password',
} as const;
