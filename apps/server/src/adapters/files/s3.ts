/**
 * The file-store port on S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze
 * B2, …): plain HTTPS requests signed with AWS Signature Version 4 by `aws4fetch`, path-style
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts. Four operations only
 * (PUT, GET with an optional Range, HEAD, DELETE), so the server carries no SDK.
 */
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
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

/**
 * The headers of one request (no query string) signed with SigV4. Every header given is signed
 * (`allHeaders`, so a Range is too), and the payload hash is the body's: S3 then refuses a body
 * changed on the way. Exported for the test that checks AWS's published example.
 */
export async function signS3Request(
  options: Pick<S3StoreOptions, 'region' | 'accessKeyId' | 'secretAccessKey'> & { cache?: Map<string, ArrayBuffer> },
  request: { method: string; url: URL; payloadHash: string; headers?: Record<string, string>; now: Date },
): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url.toString(),
    headers: { ...request.headers, 'x-amz-content-sha256': request.payloadHash },
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    datetime: request.now.toISOString().replace(/[:-]|\.\d{3}/g, ''), // 20261123T220000Z
    allHeaders: true,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  return (await signer.sign()).headers;
}

export function createS3Store(options: S3StoreOptions): FileStore {
  const doFetch = options.fetch ?? fetch;
  const clock = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');

  // The signing key changes once a day; aws4fetch keeps it here between requests.
  const signingKeys = new Map<string, ArrayBuffer>();

  const urlFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a valid file key: ${key}`);
    // A safe key needs no encoding; aws4fetch encodes the path once more for the signature, as S3 does.
    return new URL(`${base}/${encodeURIComponent(options.bucket)}/${key}`);
  };

  async function send(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = urlFor(key);
    const headers = await signS3Request(
      { ...options, cache: signingKeys },
      {
        method,
        url,
        payloadHash: init.body ? sha256Hex(init.body) : EMPTY_SHA256,
        ...(init.headers ? { headers: init.headers } : {}),
        now: clock(),
      },
    );
    return doFetch(url, { method, headers, ...(init.body ? { body: new Uint8Array(init.body) } : {}) });
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
