import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figureUrl } from '@medsutra/contract/library/figures';
import { LICENSED_IMAGE_MAX_BYTES } from '@medsutra/contract/library/licensed-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createFilesystemStore } from '../../adapters/files/filesystem.ts';
import { createLicensedImages, sniffImageType } from './licensed-images.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

let dir: string;
let t: TestApp;
const manifest = (images: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    source: 'Acme Medical College, Department of Pathology',
    licence: 'Licensed to MedSutra, 2026',
    images,
    ...extra,
  });
const reader = (folder: string) => (relative: string) => fs.promises.readFile(path.join(folder, relative));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-images-'));
  fs.mkdirSync(path.join(dir, 'upload', 'slides'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'upload', 'slides', 'smear.png'), PNG);
  fs.writeFileSync(path.join(dir, 'upload', 'xray.jpg'), JPEG);
  fs.writeFileSync(path.join(dir, 'upload', 'fundus.webp'), WEBP);
  fs.writeFileSync(path.join(dir, 'upload', 'page.png'), '<html><script>alert(1)</script></html>');
  fs.writeFileSync(path.join(dir, 'upload', 'drawing.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'upload', 'huge.png'), Buffer.concat([PNG, Buffer.alloc(LICENSED_IMAGE_MAX_BYTES)]));
  fs.writeFileSync(path.join(dir, 'secret.png'), PNG);
  t = await buildTestApp({ deps: { files: createFilesystemStore(path.join(dir, 'files')) } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('licensed images', () => {
  it('tells image types by their bytes', () => {
    expect([sniffImageType(PNG), sniffImageType(JPEG), sniffImageType(WEBP)]).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
    expect(sniffImageType(Buffer.from('<svg/>'))).toBeNull();
  });

  it('refuses the whole manifest when one image is wrong, and stores nothing', async () => {
    const files = createFilesystemStore(path.join(dir, 'refused'));
    const images = createLicensedImages({ files });
    const report = await images.importManifest(
      manifest([
        { name: 'good-smear', file: 'slides/smear.png', alt: 'Stained blood film' },
        { name: 'disguised', file: 'page.png', alt: 'A page' },
        { name: 'vector', file: 'drawing.svg', alt: 'A drawing' },
        { name: 'escape', file: '../secret.png', alt: 'Outside' },
        { name: 'huge', file: 'huge.png', alt: 'Too big' },
        { name: 'missing', file: 'nowhere.png', alt: 'Missing' },
        { name: 'good-smear', file: 'xray.jpg', alt: 'Twice' },
      ]),
      reader(path.join(dir, 'upload')),
    );
    expect(report.ok).toBe(false);
    expect(report.rejected.map((r) => r.image)).toEqual([
      'disguised',
      'vector',
      'escape',
      'huge',
      'missing',
      'good-smear',
    ]);
    expect(report.rejected[0]!.reason).toContain('not a PNG image');
    expect(report.rejected[2]!.reason).toContain("outside the manifest's folder");
    expect(await files.size('library-images/good-smear')).toBeNull();
  });

  it('asks for a source and a licence', async () => {
    const images = createLicensedImages({ files: createFilesystemStore(path.join(dir, 'no-licence')) });
    const report = await images.importManifest(
      JSON.stringify({ source: 'Acme', images: [{ name: 'a', file: 'xray.jpg', alt: 'x' }] }),
      reader(path.join(dir, 'upload')),
    );
    expect(report.ok).toBe(false);
    expect(report.rejected[0]!.reason).toMatch(/^licence/);
  });

  it('stores images with their source and licence, once; another image under a taken name is refused', async () => {
    const files = createFilesystemStore(path.join(dir, 'files'));
    const images = createLicensedImages({ files });
    const list = [
      { name: 'pap-smear-1', file: 'slides/smear.png', alt: 'Stained cervical smear', credit: 'Dr A. Rao' },
      { name: 'chest-xray-1', file: 'xray.jpg', alt: 'Frontal chest radiograph' },
      { name: 'fundus-1', file: 'fundus.webp', alt: 'Colour fundus photograph' },
    ];
    const first = await images.importManifest(manifest(list), reader(path.join(dir, 'upload')));
    expect(first).toMatchObject({ ok: true, imported: 3, unchanged: 0 });
    const again = await images.importManifest(manifest(list), reader(path.join(dir, 'upload')));
    expect(again).toMatchObject({ ok: true, imported: 0, unchanged: 3 });
    const clash = await images.importManifest(
      manifest([{ name: 'chest-xray-1', file: 'fundus.webp', alt: 'Another' }]),
      reader(path.join(dir, 'upload')),
    );
    expect(clash.ok).toBe(false);
    expect(clash.rejected[0]!.reason).toContain('already in the library with another image');
    const opened = await images.open('pap-smear-1');
    expect(opened?.record).toMatchObject({
      source: 'Acme Medical College, Department of Pathology',
      licence: 'Licensed to MedSutra, 2026',
      credit: 'Dr A. Rao',
      contentType: 'image/png',
      bytes: PNG.length,
    });
  });

  it('serves a stored image at its figure address, cached like a drawn figure; an unknown one is a 404', async () => {
    expect(figureUrl('licensed.chest-xray-1')).toBe('/figures/licensed/chest-xray-1');
    const reply = await t.app.inject({ method: 'GET', url: figureUrl('licensed.chest-xray-1') });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(reply.headers['cache-control']).toBe('public, max-age=2592000');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.rawPayload.equals(JPEG)).toBe(true);
    for (const url of [
      '/figures/licensed/no-such-image',
      '/figures/licensed/..%2Fsecret',
      '/figures/licensed/Chest-Xray-1',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('application/json');
    }
  });
});
