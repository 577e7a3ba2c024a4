import { paths } from '@medsutra/contract/routes';
import { LegalPage } from '../components/legal-page';
import { REFUND_LEAD, REFUND_SECTIONS } from '../content/refund';

export default function RefundPage() {
  return <LegalPage title="Refund policy" lead={REFUND_LEAD} sections={REFUND_SECTIONS} selfPath={paths.refund} />;
}
