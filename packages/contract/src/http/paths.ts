/**
 * The API paths, in a module without zod so the web app's first-load chunk can import them
 * without pulling in the schema library (~50 KB gzip). `http/api.ts` should re-export these.
 */
export const apiPaths = {
  health: '/api/health',
  authStatus: '/api/user/auth-status',
  contact: '/api/contact',
} as const;

/** A path template with its first `:param` filled in, URI-encoded: `withParam('/api/notes/:id', id)`. */
export const withParam = (path: string, value: string) => path.replace(/:\w+/, encodeURIComponent(value));
