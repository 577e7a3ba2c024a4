/**
 * Google Sheets over its REST API (v4) with a service account: a JWT signed with the account's
 * key (RS256) is exchanged at its token_uri for an access token (OAuth 2.0 JWT bearer grant),
 * then the tab is made if missing (spreadsheets.batchUpdate addSheet), cleared (values.clear) and
 * written (values.update, RAW). The JWT is signed by `jose`, loaded with the first export
 * (docs/decisions/064); the rest is plain fetch. Tests speak to a local fake.
 */
import crypto from 'node:crypto';
import { z } from 'zod';

const SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().min(20),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountSchema>;

/** The key from GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON, or null with the reason logged by the caller. */
export function parseServiceAccountKey(json: string): ServiceAccountKey | null {
  try {
    const parsed = serviceAccountSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function serviceAccountAssertion(key: ServiceAccountKey, nowSeconds: number): Promise<string> {
  const { SignJWT } = await import('jose');
  // A KeyObject, so any PEM form of the key is read (Google's are PKCS #8).
  return new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(key.client_email)
    .setAudience(key.token_uri)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + 3600)
    .sign(crypto.createPrivateKey(key.private_key));
}

class SheetsError extends Error {}

export interface SheetsClient {
  spreadsheetUrl: string;
  /** Replaces the tab's contents with `rows` (the tab is made when missing). */
  replaceTab(tab: string, rows: (string | number)[][]): Promise<{ updatedRows: number }>;
}

export function createSheetsClient(options: {
  spreadsheetId: string;
  key: ServiceAccountKey;
  apiUrl: string;
  now?: () => Date;
  fetch?: typeof fetch;
}): SheetsClient {
  const { spreadsheetId, key } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = `${options.apiUrl.replace(/\/$/, '')}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}`;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
      throw new SheetsError(`Google Sheets answered ${response.status}: ${message}`);
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    const at = now().getTime();
    if (token && token.expiresAt > at + 60_000) return token.value;
    const reply = (await call(key.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: await serviceAccountAssertion(key, Math.floor(at / 1000)),
      }).toString(),
    })) as { access_token?: string; expires_in?: number };
    if (!reply.access_token) throw new SheetsError('Google did not return an access token');
    token = { value: reply.access_token, expiresAt: at + (reply.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function authorised(url: string, init: RequestInit = {}) {
    const headers = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' };
    return call(url, { ...init, headers });
  }

  return {
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/edit`,

    async replaceTab(tab, rows) {
      const meta = (await authorised(`${base}?fields=sheets.properties.title`)) as {
        sheets?: { properties?: { title?: string } }[];
      };
      const titles = new Set((meta.sheets ?? []).map((sheet) => sheet.properties?.title));
      if (!titles.has(tab)) {
        await authorised(`${base}:batchUpdate`, {
          method: 'POST',
          body: JSON.stringify({ requests: [{ addSheet: { properties: { title: tab } } }] }),
        });
      }
      const range = `'${tab.replaceAll("'", "''")}'`;
      await authorised(`${base}/values/${encodeURIComponent(range)}:clear`, { method: 'POST', body: '{}' });
      const written = (await authorised(`${base}/values/${encodeURIComponent(`${range}!A1`)}?valueInputOption=RAW`, {
        method: 'PUT',
        body: JSON.stringify({ range: `${range}!A1`, majorDimension: 'ROWS', values: rows }),
      })) as { updatedRows?: number };
      return { updatedRows: written.updatedRows ?? 0 };
    },
  };
}
