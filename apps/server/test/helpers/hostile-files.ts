/**
 * Hostile files made in the test, small on disk: a PDF whose one content stream inflates to
 * hundreds of megabytes, a PDF holding a 20,000 × 20,000 image, a PDF of tens of thousands of
 * pages, and a picture that declares a huge size. Each is built from a repeated chunk, so making
 * it never holds the inflated bytes in memory.
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';

/**
 * Each file is made once per worker and size: making them is most of the CPU of the hostile-files
 * test, which uses the stream bomb three times. Callers copy the bytes before handing them on.
 */
function madeOnce<T>(make: (size: number) => Promise<T>) {
  const made = new Map<number, Promise<T>>();
  return (size: number): Promise<T> => {
    const bytes = made.get(size) ?? make(size);
    made.set(size, bytes);
    return bytes;
  };
}

/** `total` bytes of `chunk` repeated, deflated (zlib format) without holding them all at once. */
async function deflateRepeated(chunk: Buffer, total: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < block.length; at += chunk.length) chunk.copy(block, at);
  for (let written = 0; written < total; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, total - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** One page whose content stream inflates to `inflatedMb` MB of drawing operators. */
async function makeStreamBombPdf(inflatedMb = 400): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const compressed = await deflateRepeated(Buffer.from('0 0 m 1 1 l S\n'), inflatedMb * 1024 * 1024);
  const contents = document.context.register(document.context.stream(compressed, { Filter: 'FlateDecode' }));
  page.node.set(PDFName.of('Contents'), contents);
  return document.save({ useObjectStreams: false });
}

/** One page showing one grey image of `side` × `side` pixels (a 20,000 × 20,000 image is 400 MB raw). */
async function makeHugeImagePdf(side = 20_000): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const pixels = await deflateRepeated(Buffer.from([0x80]), side * side);
  const image = document.context.register(
    document.context.stream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  page.node.setXObject(PDFName.of('Im0'), image);
  const drawing = document.context.register(document.context.stream('q 595 0 0 842 0 0 cm /Im0 Do Q'));
  page.node.set(PDFName.of('Contents'), drawing);
  return document.save({ useObjectStreams: false });
}

/** `pages` pages sharing one small content stream: a few hundred KB for 20,000 pages. */
async function makeManyPagesPdf(pages = 20_000): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const shared = document.context.register(document.context.stream('BT ET'));
  for (let i = 0; i < pages; i++) document.addPage([200, 200]).node.set(PDFName.of('Contents'), shared);
  return document.save({ useObjectStreams: true });
}

/** A PNG header declaring `side` × `side` pixels, with one tiny compressed row repeated. */
async function makeHugePng(side = 30_000): Promise<Buffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0 and `side` grey pixels.
  const row = Buffer.alloc(side + 1, 0x80);
  row[0] = 0;
  const data = await deflateRepeated(row, (side + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const streamBombPdf = madeOnce(makeStreamBombPdf);
export const hugeImagePdf = madeOnce(makeHugeImagePdf);
export const manyPagesPdf = madeOnce(makeManyPagesPdf);
export const hugePng = madeOnce(makeHugePng);
