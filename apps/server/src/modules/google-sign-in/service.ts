/**
 * Google sign-in: start (PKCE, state and nonce kept server-side, the state also in a cookie so
 * a callback URL cannot be replayed in someone else's browser), callback (code exchange, then a
 * one-time token for /oauth-complete), and completion (token + device fingerprint → session,
 * the device limit applying as at any sign-in).
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceInfo } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { isDeviceFingerprint, normalizeReferralCode, type SecurityFlags } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import type { OidcClient } from '../../adapters/oidc/oidc-client.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { newOneTimeToken, oneTimeTokenHash } from '../../lib/one-time-tokens.ts';
import type { AuthService, RequestContext } from '../auth/service.ts';
import type { GoogleSignInRepository } from './repository.ts';

const FLOW_MINUTES = 10;
const LOGIN_TOKEN_MINUTES = 5;
const MINUTE_MS = 60_000;

export type RedirectError =
  | { error: 'oauth_failed' | 'no_code' | 'oauth_processing_failed' }
  | { errorType: 'email_blocked' }
  | { errorText: string };

export function oauthCompleteLocation(result: { token: string; popup: boolean } | RedirectError): string {
  const query = new URLSearchParams();
  if ('token' in result) {
    query.set('success', 'true');
    query.set('token', result.token);
    if (result.popup) query.set('popup', '1');
  } else if ('errorType' in result) {
    query.set('error', 'access_denied');
    query.set('error_type', result.errorType);
  } else {
    query.set('error', 'error' in result ? result.error : result.errorText);
  }
  return `${paths.oauthComplete}?${query.toString()}`;
}

export function createGoogleSignInService(deps: {
  db: Database;
  oidc: OidcClient;
  repository: GoogleSignInRepository;
  auth: AuthService;
  publicUrl: string;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}) {
  const { db, oidc, repository, auth, now } = deps;
  const redirectUri = new URL(authApiPaths.googleCallback, deps.publicUrl).toString();

  return {
    enabled: oidc.enabled,

    async start(options: { popup: boolean; referralCode: string | undefined }) {
      // openid-client loads with the first sign-in, not at start (docs/decisions/064).
      const oidcPkce = await import('openid-client');
      const state = oidcPkce.randomState();
      const nonce = oidcPkce.randomNonce();
      const codeVerifier = oidcPkce.randomPKCECodeVerifier();
      const codeChallenge = await oidcPkce.calculatePKCECodeChallenge(codeVerifier);
      const at = now();
      await repository.deleteExpired(db, at);
      await repository.insertFlow(db, {
        stateHash: sha256Hex(state),
        codeVerifier,
        nonce,
        popup: options.popup,
        referralCode: normalizeReferralCode(options.referralCode),
        createdAt: at,
        expiresAt: new Date(at.getTime() + FLOW_MINUTES * MINUTE_MS),
      });
      const url = await oidc.authorizationUrl({ redirectUri, state, nonce, codeChallenge });
      return { url: url.toString(), state, maxAgeSeconds: FLOW_MINUTES * 60 };
    },

    /** Returns where to send the browser: /oauth-complete with a token, or with an error. */
    async callback(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      rawUrl: string,
      stateCookie: string | undefined,
    ): Promise<string> {
      if (query.error) return oauthCompleteLocation({ error: 'oauth_failed' });
      if (!query.code) return oauthCompleteLocation({ error: 'no_code' });
      if (!query.state || !stateCookie || stateCookie !== query.state) {
        return oauthCompleteLocation({ error: 'oauth_failed' });
      }
      const flow = await repository.takeFlow(db, sha256Hex(query.state), now());
      if (!flow) return oauthCompleteLocation({ error: 'oauth_failed' });
      let identity: Awaited<ReturnType<OidcClient['exchangeCode']>>;
      try {
        identity = await oidc.exchangeCode({
          callbackUrl: new URL(rawUrl, deps.publicUrl),
          redirectUri,
          codeVerifier: flow.codeVerifier,
          state: query.state,
          nonce: flow.nonce,
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'Google sign-in: the code exchange failed');
        return oauthCompleteLocation({ error: 'oauth_processing_failed' });
      }
      if (!identity.email || !identity.emailVerified) {
        return oauthCompleteLocation({ errorText: authMessages.google.emailNotVerified });
      }
      const existing = await auth.findUserByEmail(identity.email);
      if (existing && existing.accessAllowed !== 'yes') return oauthCompleteLocation({ errorType: 'email_blocked' });
      const { token, row } = newOneTimeToken(now(), LOGIN_TOKEN_MINUTES * MINUTE_MS);
      await repository.insertLoginToken(db, {
        ...row,
        userId: null,
        googleSubject: identity.subject,
        email: identity.email,
        fullName: identity.name,
        referralCode: flow.referralCode,
      });
      return oauthCompleteLocation({ token, popup: flow.popup });
    },

    /** POST /api/auth/google/complete: the one-time token and this device → a session. */
    async complete(
      input: {
        tempToken: string;
        deviceFingerprint?: string | undefined;
        deviceInfo?: DeviceInfo | undefined;
        securityFlags?: SecurityFlags | undefined;
      },
      context: RequestContext,
    ) {
      if (!isDeviceFingerprint(input.deviceFingerprint)) {
        throw new AppError('badRequest', authMessages.google.noDevice);
      }
      const fingerprint = input.deviceFingerprint;
      const tokenHash = oneTimeTokenHash(input.tempToken);
      const { user, session } = await auth.createAccount(async (tx) => {
        const pending = await repository.lockLoginToken(tx, tokenHash, now());
        if (!pending) throw new AppError('badRequest', authMessages.google.tokenExpired);
        const { user } = await auth.findOrCreateGoogleUser(
          tx,
          { subject: pending.googleSubject, email: pending.email, name: pending.fullName },
          pending.referralCode,
          fingerprint,
          context.ip,
        );
        if (user.accessAllowed !== 'yes') throw auth.blockedError();
        const visit = {
          fingerprint,
          info: input.deviceInfo,
          securityFlags: input.securityFlags,
          ipAddress: context.ip,
          userAgentHeader: context.userAgent,
        };
        const session = await auth.startSignedInSession(tx, user, visit, context, authMessages.deviceLimit.oauthReturn);
        await repository.markLoginTokenUsed(tx, tokenHash, user.id, now());
        return { user, session };
      });
      // A Google sign-in verifies the address, which may complete a pending referral.
      await auth.afterEmailVerified(user.id);
      return { session, user: await auth.userReply(user) };
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
