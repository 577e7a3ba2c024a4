/**
 * openid-client and one issuer's discovery document, for Google sign-in and Drive alike: both
 * are fetched on first use (openid-client loads then, not at start: docs/decisions/064) and kept;
 * a failed discovery is tried again on the next call.
 */
import type * as OpenIdClient from 'openid-client';

export type OpenIdClientModule = typeof OpenIdClient;

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function lazyOpenIdConfiguration(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): () => Promise<{ client: OpenIdClientModule; config: OpenIdClient.Configuration }> {
  const issuer = new URL(options.issuer);
  let discovered: Promise<{ client: OpenIdClientModule; config: OpenIdClient.Configuration }> | null = null;
  return () => {
    discovered ??= import('openid-client')
      .then(async (client) => {
        const config = await client.discovery(issuer, options.clientId, options.clientSecret, undefined, {
          // Plain HTTP is allowed only for a provider on this machine (tests and local development).
          execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
        });
        return { client, config };
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
}
