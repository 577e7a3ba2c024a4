/**
 * The purchased PDFs (GET /api/pdfs/category/purchased?email=), downloaded 1 s after sign-in, and
 * again whenever the app opens signed in or comes back online, into the encrypted offline store
 * (lib/purchased-pdf-sync.ts decides when and resumes what is missing).
 */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { api } from '@/lib/api-client';
import { type AutoDownloadOutcome, downloadMissingPurchasedPdfs } from '@/lib/purchased-pdf-sync';
import { readStoredUser } from '../lib/auth-storage';

interface PurchasedPdf {
  id: string;
  title: string;
}

async function getPurchasedPdfs(email: string): Promise<PurchasedPdf[]> {
  const reply = await api.get<{ success: true; pdfs: PurchasedPdf[] }>(
    `${authApiPaths.purchasedPdfs}?email=${encodeURIComponent(email)}`,
    { cache: 'no-store' },
  );
  return reply.pdfs;
}

export function downloadPurchasedPdfs(email: string): Promise<AutoDownloadOutcome> {
  const stillSignedIn = () => readStoredUser()?.email === email;
  return downloadMissingPurchasedPdfs(email, { list: getPurchasedPdfs }, stillSignedIn);
}
