/** /sellnotes: how selling notes works, in the marketplace's own numbers, and where to start. */
import {
  HOLDING_DAYS,
  LISTING_PRICE_MAX,
  LISTING_PRICE_MIN,
  PREVIEW_PAGES_MAX,
  SELLER_SHARE_PERCENT,
} from '@medsutra/contract/stores/api';
import { Link } from 'react-router';

import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPdfActions } from '../components/list-pdf-actions';

const steps = [
  {
    title: 'Upload your PDF',
    body: 'Your own notes, in your words. Scans of textbooks or other people’s notes are taken down.',
  },
  {
    title: 'List it',
    body: `Give it a title, a subject and a price from ${LISTING_PRICE_MIN} to ${LISTING_PRICE_MAX.toLocaleString('en-IN')} Med Coins, and choose up to ${PREVIEW_PAGES_MAX} preview pages.`,
  },
  {
    title: 'MedSutra reviews it',
    body: 'An admin checks the listing before it goes on sale, or tells you why not.',
  },
  {
    title: 'Earn Med Coins',
    body: `You get ${SELLER_SHARE_PERCENT}% of each sale. It is held ${HOLDING_DAYS} days (the buyer’s refund window), then it is yours to spend.`,
  },
];

export default function SellNotesPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <PageHeader
        title="Sell your notes"
        description="Instead of passing PDFs around for free in groups, sell them with your name on them. Every copy sold is stamped with its buyer, so leaks can be traced."
        actions={<ListPdfActions to="/stores" label="My store" />}
      />
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardTitle>
                {index + 1}. {step.title}
              </CardTitle>
              <p className="mt-2 text-ink">{step.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-muted">
        Buyers see only the preview pages before they buy; the full PDF opens only for its owner. Looking for notes
        instead?{' '}
        <Link className="font-medium text-primary" to="/stores/browse">
          Browse the store
        </Link>
        .
      </p>
    </div>
  );
}
