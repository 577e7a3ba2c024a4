import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  LICENSED_IMAGE_MAX_BYTES,
  LICENSED_IMAGE_TYPES,
  type LicensedImageRecord,
  licensedImageManifestSchema,
} from '@medsutra/contract/library/licensed-images';
import type { FileStore } from '../../adapters/files/file-store.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { readAll } from '../../lib/read-stream.ts';

export interface LicensedImageImportReport {
  ok: boolean;
  imported: number;
  unchanged: number;
  rejected: { image: string; reason: string }[];
}

const imageKey = (name: string) => `library-images/${name}`;
const recordKey = (name: string) => `library-images/${name}.json`;

/** The type the bytes themselves say, whatever the file is called. */
export function sniffImageType(bytes: Buffer): LicensedImageRecord['contentType'] | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

export function createLicensedImages(deps: { files: FileStore }) {
  const { files } = deps;

  async function record(name: string): Promise<LicensedImageRecord | null> {
    const stored = await files.get(recordKey(name));
    return stored ? (JSON.parse((await readAll(stored.stream)).toString('utf8')) as LicensedImageRecord) : null;
  }

  return {
    /**
     * Imports a manifest's images. `readFile` reads a path relative to the manifest's folder (the
     * command line gives it the disk); a path leaving that folder is refused before it is read.
     */
    async importManifest(
      manifestText: string,
      readFile: (relative: string) => Promise<Buffer>,
    ): Promise<LicensedImageImportReport> {
      const report: LicensedImageImportReport = { ok: false, imported: 0, unchanged: 0, rejected: [] };
      let json: unknown;
      try {
        json = JSON.parse(manifestText);
      } catch (error) {
        report.rejected.push({ image: 'manifest', reason: `not JSON: ${(error as Error).message}` });
        return report;
      }
      const parsed = licensedImageManifestSchema.safeParse(json);
      if (!parsed.success) {
        for (const issue of parsed.error.issues.slice(0, 20))
          report.rejected.push({
            image: 'manifest',
            reason: `${issue.path.join('.') || 'manifest'}: ${issue.message}`,
          });
        return report;
      }
      const { source, licence, images } = parsed.data;
      const ready: Array<{ record: LicensedImageRecord; bytes: Buffer }> = [];
      const names = new Set<string>();
      for (const image of images) {
        const reject = (reason: string) => report.rejected.push({ image: image.name, reason });
        if (names.has(image.name)) {
          reject('the name appears twice in the manifest');
          continue;
        }
        names.add(image.name);
        const normalised = path.posix.normalize(image.file.replaceAll('\\', '/'));
        if (path.posix.isAbsolute(normalised) || normalised.startsWith('..')) {
          reject(`${image.file} is outside the manifest's folder`);
          continue;
        }
        const extension = path.posix.extname(normalised).slice(1).toLowerCase() as keyof typeof LICENSED_IMAGE_TYPES;
        const declared = LICENSED_IMAGE_TYPES[extension];
        if (!declared) {
          reject(`${image.file}: only PNG, JPEG or WebP images are taken`);
          continue;
        }
        let bytes: Buffer;
        try {
          bytes = await readFile(normalised);
        } catch {
          reject(`${image.file}: no such file`);
          continue;
        }
        if (bytes.length > LICENSED_IMAGE_MAX_BYTES) {
          reject(
            `${image.file} is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${LICENSED_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
          );
          continue;
        }
        const actual = sniffImageType(bytes);
        if (actual !== declared) {
          reject(`${image.file} is not a ${extension.toUpperCase()} image${actual ? ` (it is ${actual})` : ''}`);
          continue;
        }
        const sha256 = sha256Hex(bytes);
        ready.push({
          bytes,
          record: {
            name: image.name,
            source,
            licence,
            alt: image.alt,
            caption: image.caption,
            credit: image.credit,
            contentType: actual,
            bytes: bytes.length,
            sha256,
          },
        });
      }
      // Names already taken: the same bytes are a repeat, other bytes a conflict.
      const fresh: typeof ready = [];
      for (const item of ready) {
        const existing = await record(item.record.name);
        if (!existing) fresh.push(item);
        else if (existing.sha256 === item.record.sha256) report.unchanged++;
        else
          report.rejected.push({
            image: item.record.name,
            reason: `licensed.${item.record.name} is already in the library with another image`,
          });
      }
      if (report.rejected.length > 0) return report;
      // The image first, its record last: a record only ever names a stored image.
      for (const { record: r, bytes } of fresh) {
        await files.put(imageKey(r.name), bytes);
        await files.put(recordKey(r.name), Buffer.from(JSON.stringify(r)));
      }
      report.ok = true;
      report.imported = fresh.length;
      return report;
    },

    /** The record of an image (its alt text, source and licence), or null when there is none of that name. */
    async describe(name: string): Promise<LicensedImageRecord | null> {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return null;
      return record(name);
    },

    /** The image and its record, or null when there is none of that name. */
    async open(name: string): Promise<{ record: LicensedImageRecord; stream: Readable; size: number } | null> {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return null;
      const meta = await record(name);
      if (!meta) return null;
      const stored = await files.get(imageKey(name));
      return stored ? { record: meta, stream: stored.stream, size: stored.size } : null;
    },
  };
}
export type LicensedImages = ReturnType<typeof createLicensedImages>;
