/** The admins' form on the store page: one of their uploaded PDFs, a title, a price, the Premium Plus mark. */
import { goldenUiMessages as text } from '@medsutra/contract/golden-store/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { showToast } from '@/lib/toast';
import { useCreateGoldenItem, useOwnPdfsForSale } from '../api/golden-items';
import { toastFailure } from '../lib/toasts';
import { PdfChoice } from './pdf-choice';

export function AddGoldenItem() {
  const pdfs = useOwnPdfsForSale(true);
  const create = useCreateGoldenItem();
  const [pdfId, setPdfId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [included, setIncluded] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { pdfId, title, description, priceInr: Number(price), includedInPremiumPlus: included },
      {
        onSuccess: () => {
          showToast('success', text.added);
          setTitle('');
          setDescription('');
          setPrice('');
        },
        onError: toastFailure,
      },
    );
  }

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{text.addTitle}</CardTitle>
      <p className="text-muted text-sm">{text.addHelp}</p>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <PdfChoice
          label={text.addPdf}
          placeholder={text.addPdfChoose}
          value={pdfId}
          onChange={setPdfId}
          options={pdfs.data ?? []}
        />
        <Input
          label={text.addTitleLabel}
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Input
          label={text.addDescription}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Input
          label={text.addPrice}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={50000}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={included}
            onChange={(e) => setIncluded(e.target.checked)}
            className="size-4 accent-primary"
          />
          {text.addIncluded}
        </label>
        <Button type="submit" disabled={create.isPending} className="self-start">
          {text.addSubmit}
        </Button>
      </form>
    </Card>
  );
}
