/**
 * A local stand-in for Google's OAuth token endpoint and the Sheets REST API v4, speaking their
 * request and response shapes: the JWT-bearer grant (the assertion's RS256 signature is checked
 * against the service account's public key), spreadsheets.get, spreadsheets.batchUpdate
 * (addSheet), spreadsheets.values.clear and spreadsheets.values.update.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAll } from '../../src/lib/read-stream.ts';

export async function startFakeGoogleSheets(spreadsheetId: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'medsutra-sync@medsutra-test.iam.gserviceaccount.com';
  const tabs = new Map<string, unknown[][]>([['Sheet1', []]]);
  const tokens = new Set<string>();
  const calls: string[] = [];

  const server = http.createServer(async (request, response) => {
    const body = (await readAll(request)).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const fail = (status: number, message: string) =>
      send(status, {
        error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT' },
      });
    calls.push(`${request.method} ${decodeURIComponent(url.pathname)}`);

    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(body);
      const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
      if (
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
        !header ||
        !claims ||
        !signature
      ) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT.' });
      }
      const valid = crypto.verify(
        'RSA-SHA256',
        Buffer.from(`${header}.${claims}`),
        publicKey,
        Buffer.from(signature, 'base64url'),
      );
      const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
      if (!valid || payload.iss !== clientEmail || !String(payload.scope).includes('spreadsheets')) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `ya29.${crypto.randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }

    const prefix = `/v4/spreadsheets/${spreadsheetId}`;
    const path = decodeURIComponent(url.pathname);
    if (!path.startsWith(prefix)) return fail(404, 'Requested entity was not found.');
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return fail(401, 'Request had invalid authentication credentials.');
    const rest = path.slice(prefix.length);
    const tabOf = (range: string) => {
      const name = range.split('!')[0]!;
      return name.startsWith("'") ? name.slice(1, -1).replaceAll("''", "'") : name;
    };

    if (rest === '' && request.method === 'GET') {
      return send(200, { sheets: [...tabs.keys()].map((title, index) => ({ properties: { sheetId: index, title } })) });
    }
    if (rest === ':batchUpdate' && request.method === 'POST') {
      const { requests } = JSON.parse(body) as { requests: { addSheet?: { properties: { title: string } } }[] };
      const replies = [];
      for (const item of requests) {
        const title = item.addSheet?.properties.title;
        if (!title) return fail(400, 'Only addSheet is faked.');
        if (tabs.has(title)) return fail(400, `A sheet with the name "${title}" already exists.`);
        tabs.set(title, []);
        replies.push({ addSheet: { properties: { sheetId: tabs.size - 1, title } } });
      }
      return send(200, { spreadsheetId, replies });
    }
    const clear = rest.match(/^\/values\/(.+):clear$/);
    if (clear && request.method === 'POST') {
      const tab = tabOf(clear[1]!);
      if (!tabs.has(tab)) return fail(400, `Unable to parse range: ${clear[1]}`);
      tabs.set(tab, []);
      return send(200, { spreadsheetId, clearedRange: `${clear[1]}!A1:Z1000` });
    }
    const update = rest.match(/^\/values\/(.+)$/);
    if (update && request.method === 'PUT') {
      const tab = tabOf(update[1]!);
      if (!tabs.has(tab)) return fail(400, `Unable to parse range: ${update[1]}`);
      if (
        url.searchParams.get('valueInputOption') !== 'RAW' &&
        url.searchParams.get('valueInputOption') !== 'USER_ENTERED'
      ) {
        return fail(400, "'valueInputOption' is required but not specified");
      }
      const { values } = JSON.parse(body) as { values: unknown[][] };
      tabs.set(tab, values);
      return send(200, {
        spreadsheetId,
        updatedRange: update[1],
        updatedRows: values.length,
        updatedColumns: Math.max(0, ...values.map((row) => row.length)),
        updatedCells: values.reduce((sum, row) => sum + row.length, 0),
      });
    }
    return fail(404, 'Not faked.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tabs,
    calls,
    serviceAccountJson: JSON.stringify({
      type: 'service_account',
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${url}/token`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
