/** The help guide (/app-help-guide): search, then every section of the guide as accordions. */
import { HELP_SECTIONS } from '@medsutra/contract/help/content';
import { helpMessages } from '@medsutra/contract/help/messages';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { HelpSearch } from '../components/help-search';
import { HelpSections } from '../components/help-sections';

export default function HelpGuidePage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6">
      <ButtonLink to={paths.userProfile} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {helpMessages.back}
      </ButtonLink>
      <PageHeader title={helpMessages.title} description={helpMessages.description} />
      <HelpSearch />
      <HelpSections sections={HELP_SECTIONS} />
    </div>
  );
}
