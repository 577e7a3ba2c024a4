import { paths } from '@medsutra/contract/routes';
import { LegalPage } from '../components/legal-page';
import { TERMS_LEAD, TERMS_SECTIONS } from '../content/terms';

export default function TermsPage() {
  return <LegalPage title="Terms and conditions" lead={TERMS_LEAD} sections={TERMS_SECTIONS} selfPath={paths.terms} />;
}
