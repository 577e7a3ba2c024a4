import { paths } from '@medsutra/contract/routes';
import { POLICY_REVIEW_NOTE } from '../content/company';
import type { ProseSection } from '../content/types';
import { TextLinkList } from './cta-link';
import { MarketingPage } from './marketing-page';
import { LegalDocument } from './prose-sections';

const LEGAL_LINKS = [
  { to: paths.terms, label: 'Terms and conditions' },
  { to: paths.privacy, label: 'Privacy policy' },
  { to: paths.refund, label: 'Refund policy' },
  { to: paths.pricing, label: 'Plans and pricing' },
  { to: paths.contactUs, label: 'Contact us' },
] as const;

interface LegalPageProps {
  title: string;
  lead: string;
  sections: readonly ProseSection[];
  /** The page's own path, left out of the related links. */
  selfPath: string;
}

/** Terms, privacy and refund pages share one layout: a note, a contents list, the sections, related links. */
export function LegalPage({ title, lead, sections, selfPath }: LegalPageProps) {
  return (
    <MarketingPage title={title} lead={lead}>
      <LegalDocument sections={sections} updatedNote={POLICY_REVIEW_NOTE} />
      <nav aria-label="Related pages" className="border-border border-t pt-6">
        <h2 className="font-semibold text-base">Related</h2>
        <TextLinkList
          links={LEGAL_LINKS.filter((link) => link.to !== selfPath)}
          className="mt-2 flex flex-wrap gap-x-6 gap-y-2"
        />
      </nav>
    </MarketingPage>
  );
}
