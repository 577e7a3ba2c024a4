/**
 * The PDF viewer (/pdf-viewer/:type/:pdfId and /simple-pdf-viewer/:type/:pdfId): pdf.js page by
 * page, with page jump, zoom, search in the text and the last page remembered. "Keep offline"
 * stores the PDF encrypted on this device (lib/offline-pdf-store.ts); a kept PDF opens without a
 * connection. `type` is own, purchased or shared.
 */
import { goldenMessages } from '@medsutra/contract/golden-store/rules';
import type { UserPdf } from '@medsutra/contract/notes/api';
import { pdfDataUrl } from '@medsutra/contract/notes/paths';
import { paths } from '@medsutra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, type LucideIcon, Trash2, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import {
  askToKeepStorage,
  getOfflinePdfRecord,
  readOfflinePdf,
  removeOfflinePdf,
  saveOfflinePdf,
  storageState,
} from '@/lib/offline-pdf-store';
import { showToast } from '@/lib/toast';
import { pdfUrl } from '../api/pdfs-api';
import { findInPdf, openPdfFromBytes, openPdfFromUrl, type PDFDocumentProxy } from '../lib/pdf-document';

const TYPES = new Set(['own', 'purchased', 'shared']);
const lastPageKey = (id: string) => `pdf_last_page_${id}`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function rememberedPage(id: string): number {
  const value = Number(window.localStorage.getItem(lastPageKey(id)));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** A toolbar button drawn as its icon alone; `label` names it. */
function ToolButton({
  label,
  Icon,
  disabled,
  onClick,
}: {
  label: string;
  Icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="icon" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}

export default function PdfViewerPage({ email }: { email: string }) {
  const { type = '', pdfId = '' } = useParams();
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [title, setTitle] = useState<string>('PDF');
  const [failure, setFailure] = useState<string | null>(null);
  /** A Golden Med Store copy that Premium Plus included, closed because the plan ended (402). */
  const [planEnded, setPlanEnded] = useState(false);
  const [page, setPage] = useState(() => rememberedPage(pdfId));
  const [scale, setScale] = useState(1);
  const [query, setQuery] = useState('');
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const [storage, setStorage] = useState<Awaited<ReturnType<typeof storageState>>>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!TYPES.has(type)) {
      setFailure('This viewer opens your own, purchased or shared PDFs; that address names none of them.');
      return;
    }
    if (type === 'shared') {
      setFailure('Shared PDFs are not available yet: only your own and purchased PDFs open here.');
      return;
    }
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    (async () => {
      const record = await getOfflinePdfRecord(pdfId);
      const bytes = record ? await readOfflinePdf(email, pdfId).catch(() => null) : null;
      if (bytes && record) {
        setTitle(record.title);
        setKept(true);
        opened = await openPdfFromBytes(bytes);
      } else {
        const meta = await api.get<{ pdf: UserPdf }>(pdfUrl(pdfId));
        setTitle(meta.pdf.title);
        opened = await openPdfFromUrl(pdfDataUrl(pdfId));
      }
      if (cancelled) return void opened.loadingTask.destroy();
      setDocument(opened);
      setPage((current) => Math.min(current, opened?.numPages ?? 1));
    })().catch((error: unknown) => {
      if (cancelled) return;
      const status = (error as { status?: number }).status;
      setPlanEnded(status === 402);
      setFailure(
        status === 402
          ? goldenMessages.planEnded
          : status === 403 || status === 404
            ? 'This PDF does not exist, or it is not yours.'
            : navigator.onLine
              ? 'This PDF could not be opened. Try again in a moment.'
              : 'This PDF is not kept on this device. Open it while online and choose "Keep offline".',
      );
    });
    storageState().then(setStorage);
    return () => {
      cancelled = true;
      void opened?.loadingTask.destroy();
    };
  }, [email, pdfId, type]);

  useEffect(() => {
    if (!document || !canvas.current) return;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    let cancelled = false;
    window.localStorage.setItem(lastPageKey(pdfId), String(page));
    document.getPage(page).then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const width = frame.current?.clientWidth ?? 800;
      const base = pdfPage.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: (width / base.width) * scale * ratio });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      canvas.current.style.width = `${viewport.width / ratio}px`;
      task = pdfPage.render({ canvas: canvas.current, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, scale, pdfId]);

  const keep = useMutation({
    mutationFn: async () => {
      const response = await fetch(pdfDataUrl(pdfId), { credentials: 'include' });
      if (!response.ok) throw new Error(String(response.status));
      await askToKeepStorage();
      return saveOfflinePdf(email, {
        id: pdfId,
        title,
        bytes: await response.arrayBuffer(),
        origin: type === 'purchased' ? 'purchased' : 'own',
        ...(document ? { pageCount: document.numPages } : {}),
      });
    },
    onSuccess: async (record) => {
      setKept(true);
      setStorage(await storageState());
      showToast(
        'success',
        `Kept on this device (${megabytes(record.fileSize)}), encrypted. It opens without a connection.`,
      );
    },
    onError: () =>
      showToast(
        'error',
        'The PDF could not be kept offline. Check the free space and your connection, then try again.',
      ),
  });

  const remove = useMutation({
    mutationFn: () => removeOfflinePdf(pdfId),
    onSuccess: async () => {
      setKept(false);
      setStorage(await storageState());
    },
  });

  async function search() {
    if (!document) return;
    setSearchNote('Searching…');
    const found = await findInPdf(document, query, page + 1 > document.numPages ? 1 : page + 1);
    if (found) {
      setPage(found);
      setSearchNote(`Found on page ${found}.`);
    } else setSearchNote(`"${query}" is not in this PDF's text.`);
  }

  if (failure) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">PDF viewer</h1>
        <p role="alert" className="mt-3 rounded-lg border border-dashed border-border p-4 text-ink">
          {failure}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {planEnded ? (
            <>
              <ButtonLink to={paths.pricing}>Renew Premium Plus</ButtonLink>
              <ButtonLink to={paths.goldenMedStore} variant="secondary">
                Buy it in the Golden Med Store
              </ButtonLink>
            </>
          ) : null}
          <ButtonLink to="/my-notes" variant="secondary">
            My notes
          </ButtonLink>
        </div>
      </div>
    );
  }

  const pages = document?.numPages ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-2 py-4 sm:px-4">
      <h1 className="px-2 text-xl font-bold break-words text-ink">{title}</h1>
      <div className="flex flex-wrap items-center gap-1 px-2" role="toolbar" aria-label="PDF controls">
        <ToolButton label="Previous page" Icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)} />
        <label className="flex items-center gap-1 text-ink">
          <span className="sr-only">Page</span>
          <input
            type="number"
            min={1}
            max={pages || 1}
            value={page}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (Number.isInteger(next) && next >= 1 && next <= pages) setPage(next);
            }}
            className="min-h-11 w-16 rounded-lg border border-border bg-surface px-2 text-center"
          />
          <span aria-live="polite">of {pages || '…'}</span>
        </label>
        <ToolButton label="Next page" Icon={ChevronRight} disabled={page >= pages} onClick={() => setPage(page + 1)} />
        <ToolButton label="Zoom out" Icon={ZoomOut} disabled={scale <= 0.5} onClick={() => setScale(scale - 0.25)} />
        <span className="w-12 text-center text-sm text-muted">{Math.round(scale * 100)}%</span>
        <ToolButton label="Zoom in" Icon={ZoomIn} disabled={scale >= 3} onClick={() => setScale(scale + 0.25)} />
        {kept ? (
          <Button size="sm" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove offline copy
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={keep.isPending || !document} onClick={() => keep.mutate()}>
            <Download aria-hidden="true" className="size-4" />
            {keep.isPending ? 'Keeping…' : 'Keep offline'}
          </Button>
        )}
      </div>
      <form
        className="flex flex-wrap items-center gap-2 px-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <SearchField label="Search in this PDF" value={query} onChange={setQuery} className="min-w-0 flex-1" />
        <Button type="submit" size="sm" variant="secondary" disabled={!document || !query.trim()}>
          Find
        </Button>
        {searchNote ? (
          <p role="status" className="w-full text-sm text-muted">
            {searchNote}
          </p>
        ) : null}
      </form>
      <p className="px-2 text-sm text-muted">
        {kept ? 'Kept on this device, encrypted. ' : ''}
        {storage
          ? `Storage: ${megabytes(storage.usage)} used, ${megabytes(Math.max(0, storage.quota - storage.usage))} free${storage.persisted ? ', kept by the browser' : ''}.`
          : null}
      </p>
      <div
        ref={frame}
        className="w-full overflow-auto rounded-lg border border-border bg-surface-muted"
        style={{ touchAction: 'pan-x pan-y pinch-zoom' }}
      >
        {document ? null : (
          <div className="flex min-h-[60dvh] items-center justify-center">
            <Spinner label="Opening the PDF" />
          </div>
        )}
        <canvas
          ref={canvas}
          aria-label={`Page ${page} of ${title}`}
          role="img"
          className="mx-auto block bg-white"
          data-page={page}
        />
      </div>
    </div>
  );
}
