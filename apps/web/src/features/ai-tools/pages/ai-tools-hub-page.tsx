/**
 * The AI tools tab (/new-ai-study-tools): every AI tool from the contract's feature table, with
 * its cost, the plan it needs and whether it is open yet. Open tools link to their page; the rest
 * say "Coming soon" and link nowhere, so no tap here lands on a placeholder.
 */
import { aiToolCost, aiToolXp } from '@medsutra/contract/economy/table';
import { AI_TOOL_FEATURES, type Feature, type FeaturePlan } from '@medsutra/contract/features/table';
import { findRoute, paths } from '@medsutra/contract/routes';
import { ChevronRight, Coins, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ComingSoonBadge } from '@/components/ui/coming-soon-badge';
import { PageHeader } from '@/components/ui/page-header';
import { useToolCatalogue } from '@/features/cases/api/tools-api';

const PLAN_TEXT: Record<FeaturePlan, string> = {
  all: 'All plans',
  premium: 'Premium and Premium Plus',
  premiumPlus: 'Premium Plus',
};

/**
 * The price on this install: with a model the table's, without one the library version's (at most
 * 20), and a tool that needs a model is not sold (decision 122). Undefined: not known yet.
 */
function costText(feature: Feature, modelConfigured: boolean | undefined, failed: boolean): string {
  if (feature.costCoins === null) return 'No Med Coins per use';
  if (failed) return 'Price not loaded: check your connection';
  if (modelConfigured === undefined || !feature.aiToolKey) return '…';
  const cost = aiToolCost(feature.aiToolKey, modelConfigured);
  if (cost === null) {
    return feature.aiToolKey === 'studyPlanner'
      ? 'Free formula plan (no AI model on this server)'
      : 'Needs an AI model: not sold on this server';
  }
  const version = modelConfigured ? '' : ', library version';
  return `${cost} Med Coins a use${version}, earns ${aiToolXp(cost)} XP`;
}

function ToolFacts({ feature }: { feature: Feature }) {
  const catalogue = useToolCatalogue();
  const modelConfigured = catalogue.data?.modelConfigured;
  return (
    <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1">
        <Coins aria-hidden="true" className="size-4 text-accent" />
        {costText(feature, modelConfigured, catalogue.isError)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Crown aria-hidden="true" className={feature.plan === 'all' ? 'size-4 text-muted' : 'size-4 text-accent'} />
        {PLAN_TEXT[feature.plan]}
      </span>
    </span>
  );
}

function ToolCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{feature.name}</span>
          {feature.available ? null : <ComingSoonBadge />}
        </span>
        <span className="mt-1 block text-sm text-muted">{feature.summary}</span>
        <ToolFacts feature={feature} />
      </span>
      {feature.available ? <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" /> : null}
    </>
  );
  if (!feature.available) {
    return <Card className="flex h-full items-start justify-between gap-3 bg-surface-muted">{body}</Card>;
  }
  return (
    <Link to={feature.path} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary">
      <Card className="flex h-full items-start justify-between gap-3 hover:border-primary">{body}</Card>
    </Link>
  );
}

function ToolGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.name}>
          <ToolCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}

const OPEN = AI_TOOL_FEATURES.filter((feature) => feature.available);
const COMING = AI_TOOL_FEATURES.filter((feature) => !feature.available);

export default function AiToolsHubPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title={findRoute(paths.newAiStudyTools)?.title ?? ''}
        description={findRoute(paths.newAiStudyTools)?.description}
      />
      <section aria-labelledby="open-tools" className="mb-8">
        <h2 id="open-tools" className="mb-3 text-lg font-semibold text-ink">
          Open now
        </h2>
        <ToolGrid features={OPEN} />
      </section>
      {COMING.length > 0 ? (
        <section aria-labelledby="coming-tools">
          <h2 id="coming-tools" className="mb-1 text-lg font-semibold text-ink">
            Coming soon
          </h2>
          <p className="mb-3 text-sm text-muted">
            These tools are being built. Their prices are set; nothing is charged until a tool opens.
          </p>
          <ToolGrid features={COMING} />
        </section>
      ) : null}
    </div>
  );
}
