/** /xp-tracking: the XP balance, progress to the next level and every XP entry. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { paths } from '@medsutra/contract/routes';
import { ButtonLink } from '@/components/ui/button';
import { useBalances } from '../api/get-balances';
import { BalanceTiles } from '../components/balance-tiles';
import { EconomyPage } from '../components/economy-page';
import { LedgerHistory } from '../components/ledger-history';
import { LevelProgressCard } from '../components/level-progress';

export default function XpTrackingPage({ email }: { email: string }) {
  const { data } = useBalances(email);
  return (
    <EconomyPage
      path={paths.xpTracking}
      actions={
        <ButtonLink to={paths.xpDetails} variant="secondary" size="sm">
          {economyUiMessages.xp.detailsLink}
        </ButtonLink>
      }
    >
      <BalanceTiles email={email} show={['xp', 'level']} />
      <LevelProgressCard xp={data?.xp?.xpBalance ?? null} />
      <LedgerHistory
        email={email}
        ledger="xp"
        title={economyUiMessages.ledger.xpTitle}
        kinds={['daily_login', 'referral', 'pearl', 'share', 'revision', 'ai_spend', 'ai_refund', 'admin']}
      />
    </EconomyPage>
  );
}
