/**
 * The watermark on every page of a purchased PDF (docs/product-rules.md "Marketplace and Golden Med
 * Store"): the buyer's name, masked email and order id, light enough to read through, so a
 * leaked copy can be traced to its order. pdf-lib only (pure JS, no canvas). The Golden Med Store
 * stamps its copy once, when it is granted; the notes store stamps a copy on its first download
 * and keeps the stamped bytes for the later ones (decision 069).
 */

export interface WatermarkMark {
  name: string;
  maskedEmail: string;
  orderId: string;
}

/**
 * `asha.rao@example.com` → `as******@example.com`: enough to recognise, not enough to write to. A
 * short local part keeps at most all but one of its letters (`ab@…` → `a***@…`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`;
}

/** The standard fonts speak WinAnsi only: anything else (Devanagari, emoji) becomes '?'. */
function winAnsiSafe(value: string): string {
  return value.replace(/[^\x20-\x7E\u00A0-\u00FF]/gu, '?').slice(0, 120);
}

export function watermarkLine(mark: WatermarkMark): string {
  return winAnsiSafe(`Licensed to ${mark.name} · ${mark.maskedEmail} · Order ${mark.orderId}`);
}

export async function stampWatermark(pdfBytes: Uint8Array, mark: WatermarkMark): Promise<Uint8Array> {
  // Loaded on the first stamp, not at start (docs/decisions/064).
  const { degrees, PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.load(pdfBytes, { updateMetadata: false, ignoreEncryption: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = watermarkLine(mark);
  const colour = rgb(0.45, 0.45, 0.45);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    const footerSize = Math.max(6, Math.min(9, width / 70));
    // A footer line on every page, and one faint diagonal line across it that a crop cannot remove.
    page.drawText(line, { x: 18, y: 12, size: footerSize, font, color: colour, opacity: 0.6 });
    const diagonalSize = Math.max(8, Math.min(18, width / 40));
    const textWidth = font.widthOfTextAtSize(line, diagonalSize);
    const angle = Math.atan2(height, width);
    page.drawText(line, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2,
      size: diagonalSize,
      font,
      color: colour,
      opacity: 0.12,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return document.save({ useObjectStreams: true });
}
