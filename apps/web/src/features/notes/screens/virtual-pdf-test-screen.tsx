/** /virtual-pdf-test: checks on this device what the PDF features need and says what works. */
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { storageState } from '@/lib/offline-pdf-store';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A one-page PDF written by hand (no fonts), enough for pdf.js to parse and render. */
const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

async function runChecks(): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  try {
    const { openPdfFromBytes } = await import('../lib/pdf-document');
    const document = await openPdfFromBytes(new TextEncoder().encode(TINY_PDF).buffer as ArrayBuffer);
    const page = await document.getPage(1);
    const canvas = window.document.createElement('canvas');
    const viewport = page.getViewport({ scale: 1 });
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await page.render({ canvas, viewport }).promise;
    add('PDF viewer (pdf.js)', true, `Opened and drew a test page (${document.numPages} page).`);
    await document.loadingTask.destroy();
  } catch (error) {
    add('PDF viewer (pdf.js)', false, `Could not open a test PDF: ${(error as Error).message}`);
  }
  add(
    'Offline storage (IndexedDB)',
    typeof indexedDB !== 'undefined',
    typeof indexedDB !== 'undefined' ? 'Available.' : 'Not available in this browser: PDFs cannot be kept offline.',
  );
  try {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode('MedSutra'));
    const opened = new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed));
    const exportable = await crypto.subtle.exportKey('raw', key).then(
      () => true,
      () => false,
    );
    add(
      'Encryption (AES-GCM)',
      opened === 'MedSutra' && !exportable,
      exportable ? 'The key could be read out.' : 'Works, with a key that cannot be read out.',
    );
  } catch (error) {
    add('Encryption (AES-GCM)', false, `Not available: ${(error as Error).message}`);
  }
  const storage = await storageState();
  add(
    'Storage space',
    storage !== null,
    storage
      ? `${(storage.usage / 1048576).toFixed(1)} MB used, ${((storage.quota - storage.usage) / 1048576).toFixed(0)} MB free${storage.persisted ? ', kept by the browser' : ', may be cleared by the browser when space runs low'}.`
      : 'This browser does not report its storage.',
  );
  const controlled = Boolean(navigator.serviceWorker?.controller);
  add(
    'Offline app',
    controlled,
    controlled ? 'The app is installed for offline use.' : 'Not yet: reload once while online.',
  );
  return checks;
}

export default function VirtualPdfTestPage() {
  const [checks, setChecks] = useState<Check[] | null>(null);
  useEffect(() => {
    void runChecks().then(setChecks);
  }, []);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <PageHeader title="PDF test" description="What the PDF viewer and offline PDFs can do on this device." />
      {checks === null ? (
        <p role="status" className="text-muted">
          Checking…
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {checks.map((check) => (
            <li key={check.name} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
              {check.ok ? (
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-primary" />
              ) : (
                <XCircle aria-hidden="true" className="size-6 shrink-0 text-danger" />
              )}
              <div>
                <p className="font-semibold text-ink">
                  {check.name}: {check.ok ? 'works' : 'does not work'}
                </p>
                <p className="text-sm text-muted">{check.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/my-notes" variant="secondary" className="mt-6">
        My notes
      </ButtonLink>
    </div>
  );
}
