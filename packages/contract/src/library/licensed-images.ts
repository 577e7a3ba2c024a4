/**
 * An institution's licensed images (photographs, slides, radiographs: what the project never
 * draws) come in through the content import with a manifest naming each file's source and
 * licence (docs/decisions/086-licensed-images-through-the-content-import.md). A question or note
 * refers to one as the figure `licensed.<name>`.
 */
import { z } from 'zod';

export const LICENSED_FIGURE_PREFIX = 'licensed.';
/** The image types accepted, by extension. No SVG: an institution's SVG could carry script. */
export const LICENSED_IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export const LICENSED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `images.json` beside the image files: `{source, licence, images: [{name, file, alt, caption?, credit?}]}`.
 * `name` becomes the figure id `licensed.<name>`; `file` is relative to the manifest's folder.
 */
export const licensedImageManifestSchema = z.object({
  source: text(120),
  licence: text(160),
  images: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
        file: text(300),
        /** What the image shows without giving an answer away. */
        alt: text(400),
        caption: text(200).optional(),
        /** Who made the image (a department, a photographer), when the licence asks for it. */
        credit: text(200).optional(),
      }),
    )
    .min(1)
    .max(2000),
});

/** What is kept beside each stored image. */
export interface LicensedImageRecord {
  name: string;
  source: string;
  licence: string;
  alt: string;
  caption?: string | undefined;
  credit?: string | undefined;
  contentType: (typeof LICENSED_IMAGE_TYPES)[keyof typeof LICENSED_IMAGE_TYPES];
  bytes: number;
  sha256: string;
}
