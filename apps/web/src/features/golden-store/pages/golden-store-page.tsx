/**
 * /golden-med-store: MedSutra's own PDFs. Buying goes through the one checkout (/checkout?golden=);
 * Premium Plus adds the marked ones free; an owned PDF opens from the purchased PDFs. Admins also
 * see the form that puts one of their uploaded PDFs on sale.
 */

import { formatInr } from '@medsutra/contract/economy/table';
import type { GoldenItem } from '@medsutra/contract/golden-store/api';
import { goldenUiMessages as text } from '@medsutra/contract/golden-store/rules';
import { checkoutQueryFor } from '@medsutra/contract/payments/rules';
import { paths } from '@medsutra/contract/routes';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useIsAdmin } from '@/features/auth/api/use-is-admin';
import { failureSentence } from '@/lib/api-failure';
import { useClaimGoldenItem, useGoldenItems } from '../api/golden-items';
import { AddGoldenItem } from '../components/add-golden-item';
import { toastOutcome } from '../lib/toasts';

function ItemCard({ item }: { item: GoldenItem }) {
  const claim = useClaimGoldenItem();
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle className="min-w-0 break-words">{item.title}</CardTitle>
        <span className="font-bold text-ink text-lg tabular-nums">{formatInr(item.priceInr)}</span>
      </div>
      {item.description ? <p className="break-words text-muted leading-relaxed">{item.description}</p> : null}
      <div className="flex flex-wrap gap-2 text-sm">
        <span className="rounded bg-surface-muted px-2 py-0.5 text-ink">{text.pages(item.pageCount)}</span>
        {item.includedInPremiumPlus ? (
          <span className="rounded bg-primary-soft px-2 py-0.5 text-ink">{text.includedBadge}</span>
        ) : null}
      </div>
      {item.owned ? (
        <ButtonLink to={paths.myNotes} variant="secondary" className="self-start">
          {text.owned} · {text.open}
        </ButtonLink>
      ) : item.includedForYou ? (
        <Button
          className="self-start"
          disabled={claim.isPending}
          onClick={() => claim.mutate(item.id, toastOutcome(text.claimed))}
        >
          {text.claim}
        </Button>
      ) : (
        <ButtonLink
          to={`${paths.checkout}?${checkoutQueryFor({ kind: 'goldenPdf', itemId: item.id })}`}
          className="self-start"
        >
          {text.buy(formatInr(item.priceInr))}
        </ButtonLink>
      )}
    </Card>
  );
}

export default function GoldenStorePage() {
  const items = useGoldenItems();
  const isAdmin = useIsAdmin();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <PageHeader title={text.storeTitle} description={text.storeDescription} />
      {items.isPending ? (
        <Spinner label={text.storeTitle} />
      ) : items.isError ? (
        <Card>
          <p className="text-danger">{failureSentence(items.error, text.loadFailed)}</p>
        </Card>
      ) : items.data.length === 0 ? (
        <Card>
          <p className="text-muted">{text.empty}</p>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {items.data.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <p className="text-muted text-sm">{text.watermarkNote}</p>
      {isAdmin ? <AddGoldenItem /> : null}
    </div>
  );
}
