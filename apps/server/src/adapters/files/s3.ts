/**
 * The file-store port on S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze
 * B2, …): plain HTTPS requests signed with AWS Signature Version 4, path-style
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts. Four operations only
 * (PUT, GET with an optional Range, HEAD, DELETE), so a small signer is enough and the server
 * carries no SDK.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { sha256Hex } from '../../lib/hash.ts';
import type { FileStore, StoredFile } from './file-store.ts';

export interface S3StoreOptions {
  /** `https://s3.ap-south-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Injected by tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Same rule as the filesystem store, so a key that works in one works in the other. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
const EMPTY_SHA256 = sha256Hex('');

const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (S3 does not encode twice). */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
}

/** Signs one request (no query string) with SigV4; exported for the test that checks the format. */
export function signS3Request(
  options: Pick<S3StoreOptions, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; payloadHash: string; headers?: Record<string, string>; now: Date },
): SignedRequest {
  const amzDate = request.now.toISOString().replace(/[:-]|\.\d{3}/g, ''); // 20261123T220000Z
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    url: request.url.toString(),
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
    },
  };
}

export function createS3Store(options: S3StoreOptions): FileStore {
  const doFetch = options.fetch ?? fetch;
  const clock = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');

  const urlFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a valid file key: ${key}`);
    return new URL(`${base}/${encodeSegment(options.bucket)}/${key.split('/').map(encodeSegment).join('/')}`);
  };

  async function send(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const signed = signS3Request(options, {
      method,
      url: urlFor(key),
      payloadHash: init.body ? sha256Hex(init.body) : EMPTY_SHA256,
      ...(init.headers ? { headers: init.headers } : {}),
      now: clock(),
    });
    return doFetch(signed.url, {
      method,
      headers: signed.headers,
      ...(init.body ? { body: new Uint8Array(init.body) } : {}),
    });
  }

  /** The S3 error reply names a code (`AccessDenied`, `NoSuchBucket`); the log gets it, never a client. */
  async function failure(operation: string, key: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'no error code';
    return new Error(`S3 ${operation} ${key} failed: HTTP ${response.status} (${code})`);
  }

  return {
    async put(key, content) {
      // An S3 PUT is atomic: a reader sees the old object or the whole new one.
      const response = await send('PUT', key, {
        body: content,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },

    async get(key, range): Promise<StoredFile | null> {
      const response = await send('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', key, response);
      // Like the filesystem store, `size` is the whole object's, also for a range.
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      const size = Number(total ?? response.headers.get('content-length') ?? 0);
      return { size, stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) };
    },

    async size(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure('HEAD', key, response);
      return Number(response.headers.get('content-length') ?? 0);
    },

    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a missing key too; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
