/** Helpers for the notes, PDFs and pearls tests: real PDFs made by pdf-lib, multipart bodies as a browser sends them. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF of `pages` pages, each saying its number (so text search has something to find). */
export async function makePdf(pages: number, label = 'Brachial plexus'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    const p = document.addPage([595, 842]);
    p.drawText(`${label} page ${page}`, { x: 50, y: 780, size: 24, font });
  }
  return Buffer.from(await document.save());
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, bytes: Buffer, type = 'application/pdf') {
  const boundary = `----medsutra${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadPdf(
  app: FastifyInstance,
  options: { cookie: string; origin: string; bytes: Buffer; filename?: string; field?: string },
) {
  const body = multipartBody(options.field ?? 'file', options.filename ?? 'notes.pdf', options.bytes);
  return app.inject({
    method: 'POST',
    url: '/api/pdfs',
    headers: { cookie: options.cookie, origin: options.origin, 'content-type': body.contentType },
    payload: body.payload,
  });
}
