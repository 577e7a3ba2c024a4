/** /transaction-history: every Med Coin entry, paged and filterable, payments included. */
import { economyUiMessages } from '@medsutra/contract/economy-messages';
import { paths } from '@medsutra/contract/routes';
import { BalanceTiles } from '../components/balance-tiles';
import { EconomyPage } from '../components/economy-page';
import { LedgerHistory } from '../components/ledger-history';

export default function TransactionHistoryPage({ email }: { email: string }) {
  return (
    <EconomyPage path={paths.transactionHistory}>
      <BalanceTiles email={email} show={['coins', 'xp']} />
      <LedgerHistory email={email} ledger="coins" title={economyUiMessages.ledger.coinsTitle} />
    </EconomyPage>
  );
}
