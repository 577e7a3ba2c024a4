/**
 * A local HTTP server on 127.0.0.1 that speaks the part of the S3 REST protocol the file store
 * uses (path-style PUT, GET with Range, HEAD, DELETE on one bucket) and checks every request's
 * SigV4 signature from the headers it actually received, as S3 does: a missing or wrong
 * signature is 403 SignatureDoesNotMatch, a body that does not match x-amz-content-sha256 is 400.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex } from '../../src/lib/hash.ts';
import { readAll } from '../../src/lib/read-stream.ts';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, Buffer>;
  /** Every request's method, path and Authorization header, in order. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

function s3Error(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'medsutra-test';
  const region = 'ap-south-1';
  const accessKeyId = 'AKIAFAKEMEDSUTRA';
  const secretAccessKey = 'fake/secret/key/for/tests';
  const objects = new Map<string, Buffer>();
  const requests: FakeS3['requests'] = [];

  function signatureProblem(req: http.IncomingMessage, body: Buffer): [number, string] | null {
    const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
    if (!match) return [403, 'AccessDenied'];
    const [, keyId, day, scopeRegion, signedHeaders, signature] = match as unknown as string[];
    if (keyId !== accessKeyId) return [403, 'InvalidAccessKeyId'];
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day || scopeRegion !== region) {
      return [403, 'SignatureDoesNotMatch'];
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256Hex(body)) return [400, 'XAmzContentSHA256Mismatch'];
    const names = (signedHeaders ?? '').split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return [403, 'SignatureDoesNotMatch'];
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const canonical = [
      req.method,
      path,
      '',
      ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day ?? ''), region), 's3'), 'aws4_request');
    const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : [403, 'SignatureDoesNotMatch'];
  }

  const server = http.createServer(async (req, res) => {
    const body = await readAll(req);
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    const problem = signatureProblem(req, body);
    if (problem) return s3Error(res, problem[0], problem[1]);
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (!path.startsWith(`/${bucket}/`)) return s3Error(res, 404, 'NoSuchBucket');
    const key = path.slice(bucket.length + 2);
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, body);
        res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      case 'HEAD':
        if (!object) {
          res.writeHead(404);
          return res.end();
        }
        res.writeHead(200, { 'content-length': object.length });
        return res.end();
      case 'GET': {
        if (!object) return s3Error(res, 404, 'NoSuchKey');
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        if (!range) {
          res.writeHead(200, { 'content-length': object.length });
          return res.end(object);
        }
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.length - 1);
        res.writeHead(206, {
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${object.length}`,
        });
        return res.end(object.subarray(start, end + 1));
      }
      default:
        return s3Error(res, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
