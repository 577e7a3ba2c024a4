/** Before the user commits: what a run costs, the XP it pays, the plan it needs and what works offline. */

import { paths } from '@medsutra/contract/routes';
import { isCaseTool, type ToolDefinition } from '@medsutra/contract/tools/api';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useBalances } from '@/features/economy/api/get-balances';
import { useToolCatalogue, useToolPrice } from '../api/tools-api';

export function ToolIntro({ tool, email }: { tool: ToolDefinition; email: string }) {
  const catalogue = useToolCatalogue();
  // The app's one balance (lib/balances.ts), the header's own.
  const balance = { data: useBalances(email).data?.coins ?? null };
  const price = useToolPrice(tool.id);
  const cost = price.cost;
  const modelConfigured = catalogue.data?.modelConfigured ?? false;
  return (
    <Card className="mb-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Cost</dt>
          <dd className="font-semibold text-ink">
            {cost === null ? price.label : `${cost} Med Coins a run${price.libraryVersion ? ', library version' : ''}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">You earn</dt>
          <dd className="font-semibold text-ink">{price.xp} XP</dd>
        </div>
        <div>
          <dt className="text-muted">Plan</dt>
          <dd className="font-semibold text-ink">{tool.planGate ? 'Premium and Premium Plus' : 'Every plan'}</dd>
        </div>
        <div>
          <dt className="text-muted">Your balance</dt>
          <dd className="font-semibold text-ink" data-testid="tool-balance">
            {balance.data ? `${balance.data.balance} Med Coins` : '…'}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        {!modelConfigured
          ? tool.offline
          : isCaseTool(tool.id)
            ? 'An AI model is connected: it marks your free text against the case rubric.'
            : 'An AI model is connected to this server.'}
      </p>
      {balance.data && cost !== null && balance.data.balance < cost ? (
        <p className="mt-2 text-sm text-danger" role="status">
          Insufficient Med Coins. You have {balance.data.balance}, need {cost}.{' '}
          <Link className="underline" to={paths.medCoinsStore}>
            Get Med Coins
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
