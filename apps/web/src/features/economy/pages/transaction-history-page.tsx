/** /transaction-history: the payments with their receipts, then every Med Coin entry, paged and filterable. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { paths } from '@medsutra/contract/routes';
import { BalanceTiles } from '../components/balance-tiles';
import { EconomyPage } from '../components/economy-page';
import { LedgerHistory } from '../components/ledger-history';
import { PaymentReceipts } from '../components/payment-receipts';

export default function TransactionHistoryPage({ email }: { email: string }) {
  return (
    <EconomyPage path={paths.transactionHistory}>
      <BalanceTiles email={email} show={['coins', 'xp']} />
      <PaymentReceipts email={email} />
      <LedgerHistory email={email} ledger="coins" title={economyUiMessages.ledger.coinsTitle} />
    </EconomyPage>
  );
}
