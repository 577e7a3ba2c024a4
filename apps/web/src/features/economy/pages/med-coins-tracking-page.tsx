/** /med-coins-tracking: the coin balance, earned against spent, what the tools cost, the latest entries. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { AI_TOOL_COSTS, AI_TOOL_NAMES, type AiToolKey, aiToolXp } from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useCoinAnalytics } from '../api/get-coin-analytics';
import { BalanceTiles } from '../components/balance-tiles';
import { EconomyPage } from '../components/economy-page';
import { LedgerHistory } from '../components/ledger-history';
import { ErrorNote } from '../components/query-states';
import { StatTile } from '../components/stat-tile';
import { formatCount } from '../lib/format';

const text = economyUiMessages.coins;
const TOOLS = Object.keys(AI_TOOL_COSTS) as AiToolKey[];

export default function MedCoinsTrackingPage({ email }: { email: string }) {
  const analytics = useCoinAnalytics(email);
  return (
    <EconomyPage
      path={paths.medCoinsTracking}
      actions={
        <ButtonLink to={paths.medCoinsStore} variant="primary" size="sm">
          {text.buyMore}
        </ButtonLink>
      }
    >
      <BalanceTiles email={email} show={['coins', 'streak']} />
      {analytics.isError ? (
        <ErrorNote error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <StatTile label={text.earned} value={analytics.data ? formatCount(analytics.data.totalEarned) : null} />
          <StatTile label={text.spent} value={analytics.data ? formatCount(analytics.data.totalSpent) : null} />
        </div>
      )}
      <Link
        to={paths.coinAnalytics}
        className="-mt-3 inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary hover:underline"
      >
        {text.analyticsLink}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
      <LedgerHistory
        email={email}
        ledger="coins"
        title={economyUiMessages.ledger.coinsTitle}
        pageSize={10}
        kinds={[
          'welcome_bonus',
          'level_bonus',
          'streak_bonus',
          'referral',
          'ai_spend',
          'ai_refund',
          'purchase',
          'plan_deposit',
          'refund',
          'admin',
        ]}
      />
      <Card>
        <CardTitle>{text.costsTitle}</CardTitle>
        <ul className="mt-3 divide-y divide-border">
          {TOOLS.map((tool) => (
            <li key={tool} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <span className="text-ink">{AI_TOOL_NAMES[tool]}</span>
              <span className="text-sm text-muted tabular-nums">
                {text.costRow(AI_TOOL_COSTS[tool], aiToolXp(AI_TOOL_COSTS[tool]))}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{text.refundNote}</p>
      </Card>
    </EconomyPage>
  );
}
