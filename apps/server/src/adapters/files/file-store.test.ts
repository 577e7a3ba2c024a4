/**
 * The file-store port's contract, run against both backends: the embedded filesystem store and
 * the S3 store talking real HTTP to a local server that speaks the S3 protocol and checks SigV4.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/helpers/fake-s3-server.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { readAll } from '../../lib/read-stream.ts';
import type { FileStore } from './file-store.ts';
import { fileStoreFor } from './file-store-for.ts';
import { createFilesystemStore } from './filesystem.ts';
import { createS3Store, signS3Request } from './s3.ts';

let fakeS3: FakeS3;
let directory: string;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
  directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await fakeS3.close();
  await fs.promises.rm(directory, { recursive: true, force: true });
});

const backends: [string, () => FileStore][] = [
  ['filesystem', () => createFilesystemStore(directory)],
  ['S3', () => createS3Store(fakeS3)],
];

describe.each(backends)('the %s file store', (_name, makeStore) => {
  const content = Buffer.from('%PDF-1.7\nsome bytes of a PDF, 0123456789\n%%EOF');

  it('gives back exactly what was put, with its size', async () => {
    const store = makeStore();
    await store.put('pdfs/user-1/a.pdf', content);
    expect(await store.size('pdfs/user-1/a.pdf')).toBe(content.length);
    const file = await store.get('pdfs/user-1/a.pdf');
    expect(file?.size).toBe(content.length);
    expect(await readAll(file!.stream)).toEqual(content);
  });

  it('serves an inclusive byte range and still reports the whole size', async () => {
    const store = makeStore();
    await store.put('pdfs/user-1/b.pdf', content);
    const file = await store.get('pdfs/user-1/b.pdf', { start: 5, end: 9 });
    expect(file?.size).toBe(content.length);
    expect((await readAll(file!.stream)).toString()).toBe(content.subarray(5, 10).toString());
  });

  it('replaces a file on a second put', async () => {
    const store = makeStore();
    await store.put('exports/x.json', Buffer.from('old'));
    await store.put('exports/x.json', Buffer.from('newer'));
    expect((await readAll((await store.get('exports/x.json'))!.stream)).toString()).toBe('newer');
  });

  it('answers null for a missing file, and deleting twice is not an error', async () => {
    const store = makeStore();
    expect(await store.get('pdfs/nobody/none.pdf')).toBeNull();
    expect(await store.size('pdfs/nobody/none.pdf')).toBeNull();
    await store.put('pdfs/user-1/c.pdf', content);
    await store.delete('pdfs/user-1/c.pdf');
    await store.delete('pdfs/user-1/c.pdf');
    expect(await store.get('pdfs/user-1/c.pdf')).toBeNull();
  });

  it('refuses a key that climbs out of its folder', async () => {
    const store = makeStore();
    await expect(store.put('../etc/passwd', content)).rejects.toThrow(/not a valid file key/);
    await expect(store.get('pdfs/../../x')).rejects.toThrow(/not a valid file key/);
  });
});

describe('the S3 store on the wire', () => {
  it('signs every request with a well-formed SigV4 Authorization header', async () => {
    const store = createS3Store(fakeS3);
    const before = fakeS3.requests.length;
    await store.put('pdfs/u/signed.pdf', Buffer.from('%PDF-1.4 x'));
    await store.size('pdfs/u/signed.pdf');
    await store.delete('pdfs/u/signed.pdf');
    const sent = fakeS3.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /${fakeS3.bucket}/pdfs/u/signed.pdf`,
      `HEAD /${fakeS3.bucket}/pdfs/u/signed.pdf`,
      `DELETE /${fakeS3.bucket}/pdfs/u/signed.pdf`,
    ]);
    for (const request of sent) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAFAKEMEDSUTRA\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('fails loudly, naming the S3 error code, when the secret is wrong', async () => {
    const store = createS3Store({ ...fakeS3, secretAccessKey: 'not-the-secret' });
    await expect(store.put('pdfs/u/x.pdf', Buffer.from('x'))).rejects.toThrow(/HTTP 403 \(SignatureDoesNotMatch\)/);
    expect(fakeS3.objects.has('pdfs/u/x.pdf')).toBe(false);
  });

  it("matches AWS's published SigV4 example for S3 (GET with a Range)", async () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", example GET Object
    const signed = await signS3Request(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        headers: { Range: 'bytes=0-9' },
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(signed.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('choosing the file store from the configuration', () => {
  it('uses S3 when all four S3 settings are set, refuses half of them, and defaults to DATA_DIR/files', async () => {
    const s3Env = {
      S3_ENDPOINT: fakeS3.endpoint,
      S3_BUCKET: fakeS3.bucket,
      S3_ACCESS_KEY_ID: fakeS3.accessKeyId,
      S3_SECRET_ACCESS_KEY: fakeS3.secretAccessKey,
      S3_REGION: fakeS3.region,
    };
    await fileStoreFor(loadConfig(s3Env)).put('config/chosen.txt', Buffer.from('via S3'));
    expect(fakeS3.objects.get('config/chosen.txt')?.toString()).toBe('via S3');
    expect(() => loadConfig({ S3_ENDPOINT: fakeS3.endpoint, S3_BUCKET: 'b' })).toThrow(ConfigError);
    await fileStoreFor(loadConfig({ DATA_DIR: directory })).put('config/local.txt', Buffer.from('on disk'));
    expect(await fs.promises.readFile(path.join(directory, 'files', 'config', 'local.txt'), 'utf8')).toBe('on disk');
  });
});
