/** The little of oidc-provider (which ships no types) that the Google sign-in tests use. */
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    conformIdTokenClaims?: boolean;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    listen(port: number, host: string, callback?: () => void): Server;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
