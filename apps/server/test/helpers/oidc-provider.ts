/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google, and a
 * browser-like walk through its login and consent pages (its development interactions).
 */
import Provider from 'oidc-provider';
import { freePort } from './free-port.ts';

export interface TestAccount {
  email: string;
  name: string;
  emailVerified?: boolean;
}

export async function startOidcProvider(options: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  port?: number;
}) {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: account.emailVerified ?? true, name: account.name };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['medsutra-oidc-test-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  });
  // oidc-provider reports interaction errors as events; the flow under test sees them as redirects.
  provider.on('server_error', () => {});
  const server = await new Promise<ReturnType<Provider['listen']>>((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar: enough for one provider host. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the person at the provider: follows redirects from the authorization URL, signs in as
 * `accountId`, consents when asked (or refuses), and returns the URL the provider finally sends
 * the browser to (our callback).
 */
export async function walkThroughProvider(
  authorizationUrl: string,
  options: { accountId: string; decision?: 'consent' | 'abort' },
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: jar.header() },
    });
    jar.store(response);
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    if (options.decision === 'abort') {
      url = new URL(`${new URL(action.replaceAll('&#x2F;', '/'), url).pathname}/abort`, url);
      init = { method: 'GET' };
      continue;
    }
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: options.accountId, password: 'any' } : { prompt },
    );
    url = new URL(action.replaceAll('&#x2F;', '/'), url);
    init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider did not redirect back');
}
