/** Server-side page rendering and the purchased-PDF watermark, on PDFs made here. */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../test/helpers/notes.ts';
import { pageTexts } from '../../test/helpers/stores.ts';
import { renderPdfPages } from './pdf-pages.ts';
import { maskEmail, stampWatermark } from './pdf-watermark.ts';

describe('renderPdfPages', () => {
  it('renders the asked pages as PNGs of the asked width, skipping pages past the end', async () => {
    const pages = await renderPdfPages(await makePdf(2), [2, 1, 7], 300);
    expect(pages.map((page) => page.page)).toEqual([2, 1]);
    for (const page of pages) {
      expect(page.png.subarray(1, 4).toString()).toBe('PNG');
      expect(page.width).toBe(300);
      expect(page.height).toBe(Math.ceil((300 * 842) / 595));
    }
  });

  it('never draws a hostile, very tall page taller than 2,000 pixels', async () => {
    const document = await PDFDocument.create();
    document.addPage([10, 14_000]);
    const [page] = await renderPdfPages(await document.save(), [1]);
    expect(page!.height).toBeLessThanOrEqual(2000);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(renderPdfPages(Buffer.from('not a pdf at all'), [1])).rejects.toThrow();
  });
});

describe('stampWatermark', () => {
  it('masks the email: enough to recognise, not enough to write to', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('as******@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });

  it('puts the name, masked email and order id on every page, and survives a name pdf-lib cannot write', async () => {
    const stamped = await stampWatermark(await makePdf(3), {
      name: 'आशा Rao',
      maskedEmail: 'as******@example.com',
      orderId: '5f0c1c2e-1111-4222-8333-944455556666',
    });
    const texts = await pageTexts(stamped);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text).toContain('?? Rao');
      expect(text).toContain('as******@example.com');
      expect(text).toContain('5f0c1c2e-1111-4222-8333-944455556666');
    }
  });
});
