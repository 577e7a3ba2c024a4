/** /medcoinsstore: the Med Coin packs, each with a buy button that goes to the checkout. */
import { COIN_PACKS, formatInr } from '@medsutra/contract/economy/table';
import { paymentUiMessages } from '@medsutra/contract/payments/messages';
import { checkoutQueryFor } from '@medsutra/contract/payments/rules';
import { findRoute, paths } from '@medsutra/contract/routes';
import { Coins } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePaymentConfig } from '../api/get-payment-config';
import { TestModeBanner } from '../components/test-mode-badge';

const text = paymentUiMessages.store;
const coins = (amount: number) => amount.toLocaleString('en-IN');
const BEST_VALUE_ID = COIN_PACKS.reduce((best, pack) =>
  pack.priceInr / pack.coins < best.priceInr / best.coins ? pack : best,
).id;

export default function CoinStorePage() {
  const config = usePaymentConfig();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <PageHeader title={findRoute(paths.medCoinsStore)?.title ?? text.title} description={text.lead} />
      {config.data?.provider === 'test' ? <TestModeBanner /> : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {COIN_PACKS.map((pack) => {
          const best = pack.id === BEST_VALUE_ID;
          return (
            <li
              key={pack.id}
              className={`flex flex-col rounded-xl border bg-surface p-4 shadow-sm ${best ? 'border-primary ring-1 ring-primary' : 'border-border'}`}
            >
              <p className="flex items-center gap-2 font-semibold text-ink text-lg">
                <Coins aria-hidden="true" className="size-5 text-accent" />
                {coins(pack.coins)} Med Coins
              </p>
              <p className="mt-1 font-bold text-3xl text-ink">{formatInr(pack.priceInr)}</p>
              <p className="mt-1 text-muted text-sm">
                {text.perThousand(formatInr(Math.round((pack.priceInr * 1000) / pack.coins)))}
              </p>
              <ButtonLink
                to={`${paths.checkout}?${checkoutQueryFor({ kind: 'coinPack', packId: pack.id })}`}
                variant={best ? 'primary' : 'secondary'}
                className="mt-4 w-full"
                aria-label={text.buy(coins(pack.coins))}
              >
                {text.buy(coins(pack.coins))}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted">
        <span>{text.plansHint}</span>
        <ButtonLink to={paths.pricing} variant="secondary" size="sm">
          {text.comparePlans}
        </ButtonLink>
      </p>
    </div>
  );
}
