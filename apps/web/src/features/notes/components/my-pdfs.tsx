/** The student's uploaded PDFs, each opening in the viewer. */

import { notesMessages } from '@medsutra/contract/notes/api';
import { pdfThumbnailUrl } from '@medsutra/contract/notes/paths';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { QueriedListSection } from '@/components/queried-list-section';
import { useMyPdfs } from '../api/pdfs-api';

export function MyPdfs() {
  const pdfs = useMyPdfs();
  return (
    <QueriedListSection
      headingId="my-pdfs"
      title="My PDFs"
      className="mt-8"
      query={pdfs}
      failed={() => 'Your PDFs could not be loaded. Try again in a moment.'}
      empty={
        <p className="mt-2 rounded-lg border border-dashed border-border p-4 text-muted">
          No PDFs yet. Upload one to read it here and offline.
        </p>
      }
    >
      {(rows) => (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((pdf) => (
            <li key={pdf.id}>
              <Link
                to={`/pdf-viewer/own/${encodeURIComponent(pdf.id)}`}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-3 hover:bg-surface-muted"
              >
                {pdf.hasThumbnail ? (
                  <img
                    src={pdfThumbnailUrl(pdf.id)}
                    alt=""
                    width={40}
                    height={56}
                    loading="lazy"
                    className="h-14 w-10 shrink-0 rounded border border-border bg-white object-cover object-top"
                  />
                ) : (
                  <FileText aria-hidden="true" className="size-6 shrink-0 text-primary" />
                )}
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{pdf.title}</span>
                  <span className="text-sm text-muted">
                    {pdf.pageCount > 0 ? `${pdf.pageCount} page${pdf.pageCount === 1 ? '' : 's'} · ` : ''}
                    {(pdf.fileSize / (1024 * 1024)).toFixed(1)} MB
                  </span>
                  {pdf.unprocessable ? (
                    <span className="text-sm text-muted">{notesMessages.pdfUnprocessableShort}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueriedListSection>
  );
}
