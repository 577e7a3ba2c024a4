/**
 * What a screen needs to show a question's or a note's figure before it loads: its alt text and
 * the box it is drawn in. A drawn figure's alt comes with its catalogue row; its size is read
 * from the SVG the web build rendered (`dist/figures/<id>.svg` carries `width` and `height`),
 * once per process. An institution's licensed image (`licensed.<name>`) has its alt text in its
 * record; its pixel size is not kept, so it gets the default box and is fitted inside it.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { LICENSED_FIGURE_PREFIX } from '@medsutra/contract/library/licensed-images';

export interface FigureInfo {
  alt: string | null;
  width: number | null;
  height: number | null;
}

const NONE: FigureInfo = { alt: null, width: null, height: null };
/** The `<svg …>` tag's first kilobyte holds its attributes. */
const HEAD_BYTES = 1024;

async function svgSize(file: string): Promise<{ width: number; height: number } | null> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const tag = /<svg\b[^>]*>/.exec(buffer.subarray(0, bytesRead).toString('utf8'))?.[0] ?? '';
    const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
    const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
    return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

export function createFigureInfo(deps: {
  /** The built figures (`<web dist>/figures`), or null where there is no build (some tests). */
  figuresDir: string | null;
  licensed?: { describe(name: string): Promise<{ alt: string } | null> };
}) {
  const known = new Map<string, Promise<FigureInfo>>();

  function lookUp(id: string): Promise<FigureInfo> {
    if (id.startsWith(LICENSED_FIGURE_PREFIX)) {
      const name = id.slice(LICENSED_FIGURE_PREFIX.length);
      return (deps.licensed?.describe(name) ?? Promise.resolve(null)).then(
        (record) => ({ ...NONE, alt: record?.alt ?? null }),
        () => NONE,
      );
    }
    if (!deps.figuresDir || !/^[a-z0-9.-]+$/.test(id)) return Promise.resolve(NONE);
    return svgSize(path.join(deps.figuresDir, `${id}.svg`)).then((size) => ({ ...NONE, ...size }));
  }

  return {
    /** Each id's alt and size where they can be known (null where not), read once per process. */
    async describe(ids: readonly string[]): Promise<Map<string, FigureInfo>> {
      const unique = [...new Set(ids)];
      const infos = await Promise.all(
        unique.map((id) => {
          let info = known.get(id);
          if (!info) {
            info = lookUp(id);
            known.set(id, info);
            // A licensed image not imported yet may be imported while this process runs.
            if (id.startsWith(LICENSED_FIGURE_PREFIX))
              void info.then((found) => {
                if (found.alt === null) known.delete(id);
              });
          }
          return info;
        }),
      );
      return new Map(unique.map((id, index) => [id, infos[index]!]));
    },
  };
}
export type FigureInfoSource = ReturnType<typeof createFigureInfo>;
