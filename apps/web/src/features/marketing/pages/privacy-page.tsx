import { paths } from '@medsutra/contract/routes';
import { LegalPage } from '../components/legal-page';
import { WithCompany } from '../components/with-company';
import { PRIVACY_LEAD, privacySections } from '../content/privacy';

const TITLE = 'Privacy policy';

export default function PrivacyPage() {
  return (
    <WithCompany title={TITLE} lead={PRIVACY_LEAD}>
      {(company) => (
        <LegalPage title={TITLE} lead={PRIVACY_LEAD} sections={privacySections(company)} selfPath={paths.privacy} />
      )}
    </WithCompany>
  );
}
