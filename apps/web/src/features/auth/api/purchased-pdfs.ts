/**
 * The purchased PDFs, downloaded 1 s after sign-in (GET /api/pdfs/category/purchased?email=, then
 * each PDF's data) into a Cache Storage bucket that sign-out wipes.
 */
import { authApiPaths } from '@medsutra/contract/auth-rules';
import { api } from '@/lib/api-client';

export const PDF_CACHE = 'medsutra-pdfs';

export interface PurchasedPdf {
  id: string;
  title: string;
}

export async function getPurchasedPdfs(email: string): Promise<PurchasedPdf[]> {
  const reply = await api.get<{ success: true; pdfs: PurchasedPdf[] }>(
    `${authApiPaths.purchasedPdfs}?email=${encodeURIComponent(email)}`,
    { cache: 'no-store' },
  );
  return reply.pdfs;
}

export async function downloadPurchasedPdfs(email: string): Promise<number> {
  const pdfs = await getPurchasedPdfs(email);
  if (pdfs.length === 0 || !('caches' in window)) return 0;
  const cache = await caches.open(PDF_CACHE);
  let stored = 0;
  for (const pdf of pdfs) {
    const url = `/api/pdfs/${encodeURIComponent(pdf.id)}/data`;
    const response = await fetch(url, { credentials: 'include' });
    if (response.ok) {
      await cache.put(url, response);
      stored++;
    }
  }
  return stored;
}

export async function wipePdfCache(): Promise<void> {
  if ('caches' in window) await caches.delete(PDF_CACHE);
}
