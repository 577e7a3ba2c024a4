import { paths } from '@medsutra/contract/routes';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_LEAD, PRIVACY_SECTIONS } from '../content/privacy';

export default function PrivacyPage() {
  return <LegalPage title="Privacy policy" lead={PRIVACY_LEAD} sections={PRIVACY_SECTIONS} selfPath={paths.privacy} />;
}
