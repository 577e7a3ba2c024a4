/** /xp-details: how XP and levels work, from the contract's table (no figure is typed here). */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  AI_TOOL_XP_PERCENT,
  type AiToolKey,
  aiToolCost,
  aiToolXp,
  PRACTICE_BOARD_MIN_ANSWERS,
} from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { Card, CardTitle } from '@/components/ui/card';
import { useToolCatalogue } from '@/features/cases/api/tools-api';
import { useBalances } from '../api/get-balances';
import { EarningRulesList } from '../components/earning-rules-list';
import { EconomyPage, EconomySection } from '../components/economy-page';
import { LevelProgressCard } from '../components/level-progress';
import { LevelTable } from '../components/level-table';

const text = economyUiMessages.details;
const TOOLS = Object.keys(AI_TOOL_COSTS) as AiToolKey[];

/** A tool's XP as this server sells it: half its price with a model, or its library version's. */
function toolXp(tool: AiToolKey, modelConfigured: boolean | undefined): string {
  if (modelConfigured === undefined) return '…';
  const cost = aiToolCost(tool, modelConfigured);
  return cost === null ? text.aiNotSold : text.xpAmount(aiToolXp(cost));
}

export default function XpDetailsPage({ email }: { email: string }) {
  const { data } = useBalances(email);
  // A failed lookup shows the model's figures, the table's own.
  const catalogue = useToolCatalogue();
  const modelConfigured = catalogue.isError ? true : catalogue.data?.modelConfigured;
  return (
    <EconomyPage path={paths.xpDetails}>
      <LevelProgressCard xp={data?.xp?.xpBalance ?? null} />
      <EconomySection title={text.levelsTitle}>
        <LevelTable currentLevel={data?.xp?.currentLevel ?? null} />
      </EconomySection>
      <EconomySection title={text.earnTitle}>
        <EarningRulesList />
        <p className="text-muted text-sm">{economyUiMessages.tasks.boardsRule(PRACTICE_BOARD_MIN_ANSWERS)}</p>
      </EconomySection>
      <Card>
        <CardTitle>{text.aiTitle}</CardTitle>
        <p className="mt-2 text-sm text-muted">{text.aiBody(AI_TOOL_XP_PERCENT)}</p>
        {modelConfigured === false ? <p className="mt-2 text-sm text-muted">{text.aiLibraryVersions}</p> : null}
        <ul className="mt-3 divide-y divide-border">
          {TOOLS.map((tool) => (
            <li key={tool} className="flex items-baseline justify-between gap-3 py-2">
              <span className="text-ink">{AI_TOOL_NAMES[tool]}</span>
              <span className="shrink-0 whitespace-nowrap text-sm text-muted tabular-nums">
                {toolXp(tool, modelConfigured)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </EconomyPage>
  );
}
