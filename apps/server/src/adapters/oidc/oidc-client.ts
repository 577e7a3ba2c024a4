/**
 * Google sign-in as an OpenID Connect relying party (authorization code flow with PKCE), through
 * openid-client. The embedded default is "disabled": with no GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET the web app hides the button. Tests run the real client against
 * `oidc-provider` on loopback (GOOGLE_ISSUER=http://127.0.0.1:…).
 */
import { lazyOpenIdConfiguration } from './openid-configuration.ts';

interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

interface CodeExchange {
  /** The callback address exactly as the provider redirected to it, query included. */
  callbackUrl: URL;
  redirectUri: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface OidcClient {
  readonly enabled: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  exchangeCode(exchange: CodeExchange): Promise<OidcIdentity>;
}

export const disabledOidcClient: OidcClient = {
  enabled: false,
  async authorizationUrl() {
    throw new Error('Google sign-in is not configured');
  },
  async exchangeCode() {
    throw new Error('Google sign-in is not configured');
  },
};

export function createOpenIdClient(options: { issuer: string; clientId: string; clientSecret: string }): OidcClient {
  const openId = lazyOpenIdConfiguration(options);

  return {
    enabled: true,
    async authorizationUrl(request) {
      const { client, config } = await openId();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async exchangeCode(exchange) {
      const { client, config } = await openId();
      const tokens = await client.authorizationCodeGrant(
        config,
        exchange.callbackUrl,
        { pkceCodeVerifier: exchange.codeVerifier, expectedState: exchange.state, expectedNonce: exchange.nonce },
        { redirect_uri: exchange.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let emailVerified = claims.email_verified === true;
      let name = typeof claims.name === 'string' ? claims.name : null;
      // Google puts these in the ID token; a provider that does not is asked at its userinfo endpoint.
      if (!email) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : null;
        emailVerified = info.email_verified === true;
        name ??= typeof info.name === 'string' ? info.name : null;
      }
      return { subject: claims.sub, email, emailVerified, name };
    },
  };
}
