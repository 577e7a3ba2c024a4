/** Helpers for the Golden Med Store's tests: an item put on sale by an admin, and reading watermarks. */
import zlib from 'node:zlib';
import { goldenApiPaths } from '@medsutra/contract/golden-store/api';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { jsonHeaders } from './build-test-app.ts';
import { makePdf, uploadPdf } from './notes.ts';

/** An admin uploads a PDF and puts it on sale; returns the item. */
export async function createGoldenItem(
  t: TestApp,
  admin: { cookie: string },
  options: { title?: string; priceInr?: number; includedInPremiumPlus?: boolean; pages?: number } = {},
) {
  const uploaded = await uploadPdf(t.app, {
    cookie: admin.cookie,
    origin: t.config.PUBLIC_URL,
    bytes: await makePdf(options.pages ?? 2, options.title ?? 'Golden anatomy'),
  });
  expect(uploaded.statusCode).toBe(201);
  const created = await t.app.inject({
    method: 'POST',
    url: goldenApiPaths.adminItems,
    headers: { ...jsonHeaders, cookie: admin.cookie },
    payload: {
      pdfId: uploaded.json().pdf.id,
      title: options.title ?? 'Golden anatomy',
      description: 'High-yield anatomy tables.',
      priceInr: options.priceInr ?? 199,
      includedInPremiumPlus: options.includedInPremiumPlus ?? false,
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().item as { id: string; title: string; priceInr: number; pageCount: number };
}

/** The text of every content stream (inflated), to find what was drawn on the pages. */
export function contentStreamsOf(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null = pattern.exec(raw);
  while (match) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(zlib.inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
    match = pattern.exec(raw);
  }
  return streams;
}

/** How a standard-font string is written in a content stream: hex of its WinAnsi bytes. */
export const pdfHex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();
