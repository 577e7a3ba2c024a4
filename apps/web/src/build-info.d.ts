/** Written by vite.config.ts at build time (absent under vitest). */
declare const __MEDSUTRA_BUILD__: { version: string; commit: string; builtAt: string };
