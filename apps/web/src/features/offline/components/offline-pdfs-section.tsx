/**
 * The PDFs kept on this device (encrypted, lib/offline-pdf-store.ts), the space they take, and the
 * switch for downloading purchased PDFs by themselves. Reads only IndexedDB and local storage, so
 * it works offline.
 */
import { offlinePdfMessages as o } from '@medsutra/contract/notes/offline-pdf-messages';
import { useEffect, useId, useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';
import { listOfflinePdfs, type OfflinePdfRecord, storageState } from '@/lib/offline-pdf-store';
import { autoDownloadEnabled, setAutoDownload } from '@/lib/purchased-pdf-sync';
import { readRememberedUser } from '@/lib/storage';
import { OfflineItemLink, OfflineItemList } from './offline-item-link';

export function OfflinePdfsSection() {
  const email = readRememberedUser()?.email ?? null;
  const switchId = useId();
  const [pdfs, setPdfs] = useState<OfflinePdfRecord[] | null>(null);
  const [space, setSpace] = useState<{ usage: number; quota: number } | null>(null);
  const [auto, setAuto] = useState(() => (email ? autoDownloadEnabled(email) : false));

  useEffect(() => {
    let cancelled = false;
    (email ? listOfflinePdfs(email) : Promise.resolve([])).then((found) => {
      if (!cancelled) setPdfs(found.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt)));
    });
    storageState().then((state) => {
      if (!cancelled && state) setSpace(state);
    });
    return () => {
      cancelled = true;
    };
  }, [email]);

  if (!email) return null;
  return (
    <section aria-labelledby="offline-pdfs" className="mt-8 w-full text-left">
      <h2 id="offline-pdfs" className="text-lg font-semibold text-ink">
        {o.pdfsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {o.pdfsEncrypted}
        {space
          ? ` ${o.storageUsed(formatBytes(space.usage), formatBytes(Math.max(0, space.quota - space.usage)))}`
          : ''}
      </p>
      <div className="mt-3 flex items-start gap-3 rounded-lg border border-border bg-surface p-3">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-checked={auto}
          checked={auto}
          onChange={(event) => {
            setAutoDownload(email, event.target.checked);
            setAuto(event.target.checked);
          }}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={switchId} className="min-w-0">
          <span className="block font-medium text-ink">{o.autoDownload}</span>
          <span className="block text-sm text-muted">{o.autoDownloadHint}</span>
        </label>
      </div>
      <OfflineItemList items={pdfs} empty={o.pdfsEmpty} gap="mt-3 ">
        {(pdf) => (
          <OfflineItemLink
            key={pdf.id}
            to={`/pdf-viewer/${pdf.origin ?? 'own'}/${encodeURIComponent(pdf.id)}`}
            title={pdf.title}
            detail={
              <>
                {pdf.origin === 'purchased' ? `${o.purchased} · ` : ''}
                {formatBytes(pdf.fileSize)}
              </>
            }
          />
        )}
      </OfflineItemList>
    </section>
  );
}
