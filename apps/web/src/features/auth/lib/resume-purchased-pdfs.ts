/**
 * Downloads the purchased PDFs this device lacks into the encrypted offline store. Loaded on
 * demand, so the sign-in page's first load carries none of it; quiet, it never throws. Its own
 * file: the signed-in shell resumes downloads (use-purchased-pdf-resume.ts) without carrying
 * the rest of what follows a sign-in (after-sign-in.ts).
 */
export function resumePurchasedPdfDownloads(email: string): void {
  import('../api/purchased-pdfs').then(({ downloadPurchasedPdfs }) => downloadPurchasedPdfs(email)).catch(() => {});
}
