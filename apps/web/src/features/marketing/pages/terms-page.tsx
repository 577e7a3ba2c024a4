import { paths } from '@medsutra/contract/routes';
import { LegalPage } from '../components/legal-page';
import { WithCompany } from '../components/with-company';
import { termsLead, termsSections } from '../content/terms';

const TITLE = 'Terms and conditions';

export default function TermsPage() {
  return (
    <WithCompany title={TITLE} lead="">
      {(company) => (
        <LegalPage title={TITLE} lead={termsLead(company)} sections={termsSections(company)} selfPath={paths.terms} />
      )}
    </WithCompany>
  );
}
