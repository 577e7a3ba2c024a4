/**
 * /stores/upload: list one of your uploaded PDFs: title, subject, description, price and up to
 * three preview pages among its first pages. A new PDF can be uploaded here too.
 */
import { notesApiPaths, type UserPdf } from '@medsutra/contract/notes/api';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_PRICE_MAX,
  LISTING_PRICE_MIN,
  LISTING_TITLE_MAX,
  PREVIEW_FIRST_PAGES,
  PREVIEW_PAGES_MAX,
  SELLER_SHARE_PERCENT,
  splitSale,
} from '@medsutra/contract/stores/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LibrarySubjectOptions } from '@/components/library-subject-options';
import { StackedLabelField } from '@/components/stacked-label-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { api } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useCreateListing, useSubjects } from '../api/stores-api';
import { listingPriceBounds } from '../components/edit-listing';

const fieldClasses = 'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-ink';

/** The seller's own uploads (not purchased copies), under the notes' query key. */
function useOwnPdfs() {
  return useQuery({
    queryKey: ['pdfs'] as const,
    queryFn: async () => (await api.get<{ pdfs: UserPdf[] }>(notesApiPaths.pdfs)).pdfs,
  });
}

async function uploadPdfFile(file: File): Promise<UserPdf> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(notesApiPaths.pdfs, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { pdf?: UserPdf; message?: string };
  if (!response.ok || !body.pdf) throw new Error(body.message ?? 'The upload failed. Try again.');
  return body.pdf;
}

export default function UploadToStorePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pdfs = useOwnPdfs();
  const subjects = useSubjects();
  const create = useCreateListing();
  const [pdfId, setPdfId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [price, setPrice] = useState('100');
  const [previewPages, setPreviewPages] = useState<number[]>([1]);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadPdfFile,
    onMutate: () => setError(null),
    onSuccess: async (pdf) => {
      await queryClient.invalidateQueries({ queryKey: ['pdfs'] });
      setPdfId(pdf.id);
      setPreviewPages([1]);
      if (!title) setTitle(pdf.title.slice(0, LISTING_TITLE_MAX));
    },
    onError: (caught) => setError(caught instanceof Error ? caught.message : 'The upload failed. Try again.'),
  });
  const uploading = upload.isPending;

  const chosen = pdfs.data?.find((pdf) => pdf.id === pdfId);
  const pageChoices = Array.from({ length: Math.min(PREVIEW_FIRST_PAGES, chosen?.pageCount ?? 1) }, (_, i) => i + 1);
  const priceNumber = Number(price);
  const priceValid =
    Number.isInteger(priceNumber) && priceNumber >= LISTING_PRICE_MIN && priceNumber <= LISTING_PRICE_MAX;

  function togglePage(page: number) {
    setPreviewPages((pages) =>
      pages.includes(page)
        ? pages.filter((p) => p !== page)
        : pages.length >= PREVIEW_PAGES_MAX
          ? pages
          : [...pages, page].sort((a, b) => a - b),
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title="List a PDF for sale"
        description="An admin reviews every listing before it goes on sale. Buyers see only the preview pages you choose."
      />
      <Card>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            create.mutate(
              {
                pdfId,
                title,
                description,
                priceCoins: priceNumber,
                subjectId: subjectId || null,
                previewPages,
              },
              {
                onSuccess: (reply) => {
                  showToast('success', reply.message);
                  void navigate('/stores');
                },
                onError: (caught) => setError(failureSentence(caught, 'The listing was not saved. Try again.')),
              },
            );
          }}
        >
          <StackedLabelField id="listing-pdf" label="PDF">
            <select
              id="listing-pdf"
              required
              value={pdfId}
              onChange={(event) => {
                setPdfId(event.target.value);
                setPreviewPages([1]);
                const pdf = pdfs.data?.find((p) => p.id === event.target.value);
                if (pdf && !title) setTitle(pdf.title.slice(0, LISTING_TITLE_MAX));
              }}
              className={fieldClasses}
            >
              <option value="">{pdfs.isPending ? 'Loading your PDFs…' : 'Choose one of your PDFs'}</option>
              {pdfs.data?.map((pdf) => (
                <option key={pdf.id} value={pdf.id}>
                  {pdf.title} ({pdf.pageCount} page{pdf.pageCount === 1 ? '' : 's'})
                </option>
              ))}
            </select>
            <label className="mt-1 text-sm text-muted">
              <span>Or upload a new PDF: </span>
              <input
                type="file"
                accept="application/pdf,.pdf"
                disabled={uploading}
                className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate(file);
                }}
              />
            </label>
            {uploading ? <p className="text-sm text-muted">Uploading…</p> : null}
          </StackedLabelField>
          <Input
            label="Title"
            required
            maxLength={LISTING_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Select
            label="Subject"
            id="listing-subject"
            value={subjectId}
            onChange={(event) => setSubjectId(event.target.value)}
            className="w-full"
          >
            <LibrarySubjectOptions none="No subject" subjects={subjects.data?.subjects} />
          </Select>
          <StackedLabelField id="listing-description" label="Description">
            <textarea
              id="listing-description"
              rows={4}
              maxLength={LISTING_DESCRIPTION_MAX}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              className="w-full rounded-lg border border-border bg-surface p-3 text-base text-ink"
            />
          </StackedLabelField>
          <Input
            label={`Price in Med Coins (${LISTING_PRICE_MIN}–${LISTING_PRICE_MAX.toLocaleString('en-IN')})`}
            {...listingPriceBounds}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={price && !priceValid ? `Choose ${LISTING_PRICE_MIN} to ${LISTING_PRICE_MAX}.` : undefined}
          />
          {priceValid ? (
            <p className="-mt-2 text-sm text-muted">
              You get {splitSale(priceNumber).sellerShare.toLocaleString('en-IN')} Med Coins per sale (
              {SELLER_SHARE_PERCENT}%).
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ink">
              Preview pages (up to {PREVIEW_PAGES_MAX}, among the first {PREVIEW_FIRST_PAGES})
            </legend>
            <div className="flex flex-wrap gap-2">
              {pageChoices.map((page) => (
                <label
                  key={page}
                  className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-surface-muted"
                >
                  <input type="checkbox" checked={previewPages.includes(page)} onChange={() => togglePage(page)} />
                  Page {page}
                </label>
              ))}
            </div>
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={!pdfId || !title.trim() || !priceValid || create.isPending || uploading}>
            {create.isPending ? 'Sending…' : 'Send for review'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
