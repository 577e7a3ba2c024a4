/**
 * The purchased-PDF watermark (DECISIONS.md, Marketplace): the buyer's name, masked email and order
 * id on every page, stamped with pdf-lib each time the PDF is served, so a leaked copy can be
 * traced to its order. Light grey along the foot of each page, where it does not hide the notes.
 */
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface WatermarkMark {
  name: string;
  maskedEmail: string;
  orderId: string;
}

/** `asha.rao@example.com` → `as******@example.com`: enough to recognise, not enough to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`;
}

/** The standard fonts speak WinAnsi only: anything else (a Devanagari name) becomes `?`. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

export function watermarkLine(mark: WatermarkMark): string {
  return winAnsi(`Licensed to ${mark.name} (${mark.maskedEmail}) - order ${mark.orderId} - MedSutra`);
}

export async function stampWatermark(pdfBytes: Uint8Array, mark: WatermarkMark): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdfBytes, { updateMetadata: false, ignoreEncryption: true });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = watermarkLine(mark);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(6, Math.min(9, (width - 24) / (font.widthOfTextAtSize(line, 1) || 1)));
    page.drawText(line, { x: 12, y: 10, size, font, color: rgb(0.55, 0.55, 0.55), opacity: 0.7 });
    // A second, fainter copy across the page: cropping the foot away does not remove the mark.
    const diagonal = Math.min(width, height) / 28;
    page.drawText(line, {
      x: width * 0.1,
      y: height * 0.3,
      size: Math.max(8, Math.min(14, diagonal)),
      font,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.12,
      rotate: degrees(35),
    });
  }
  return document.save();
}
