/** /medsutra-profile-system: the student's level, the levels and their bonuses, and how to earn. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { COIN_PACKS, formatInr, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useBalances } from '../api/get-balances';
import { BalanceTiles } from '../components/balance-tiles';
import { EarningRulesList } from '../components/earning-rules-list';
import { EconomyPage, EconomySection } from '../components/economy-page';
import { LevelProgressCard } from '../components/level-progress';
import { LevelTable } from '../components/level-table';
import { formatCount } from '../lib/format';

const text = economyUiMessages.profileSystem;

export default function ProfileSystemPage({ email }: { email: string }) {
  const { data } = useBalances(email);
  return (
    <EconomyPage path={paths.profileSystem}>
      <BalanceTiles email={email} />
      <LevelProgressCard xp={data?.xp?.xpBalance ?? null} title={text.yourLevel} />
      <EconomySection title={text.bonusesTitle}>
        <LevelTable currentLevel={data?.xp?.currentLevel ?? null} />
      </EconomySection>
      <EconomySection title={text.earnTitle}>
        <EarningRulesList />
      </EconomySection>
      <Card>
        <CardTitle>{text.coinsTitle}</CardTitle>
        <p className="mt-2 text-sm text-muted">{text.coinsBody(WELCOME_BONUS_COINS)}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {COIN_PACKS.map((pack) => (
            <li key={pack.id} className="rounded-lg border border-border px-3 py-2 text-sm tabular-nums">
              <span className="font-semibold text-ink">{formatCount(pack.coins)}</span>
              <span className="text-muted"> · {formatInr(pack.priceInr)}</span>
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.medCoinsStore} variant="secondary" size="sm" className="mt-3">
          {economyUiMessages.coins.buyMore}
        </ButtonLink>
      </Card>
    </EconomyPage>
  );
}
