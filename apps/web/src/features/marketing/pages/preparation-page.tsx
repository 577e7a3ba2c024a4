import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { CalendarDays, Lightbulb, Target } from 'lucide-react';
import { useLocation } from 'react-router';
import { useCompany } from '../api/get-company';
import { CtaLink, TextLink, TextLinkList } from '../components/cta-link';
import { BoxedSection, HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { BulletList } from '../components/prose-sections';
import { TermList } from '../components/term-list';
import { guideForPath, PREPARATION_GUIDES, type PreparationGuide } from '../content/preparation-guides';
import { STUDY_TOOLS, studyToolPrice } from '../content/study-tools';

function OtherGuides({ current }: { current: string | null }) {
  return (
    <nav aria-labelledby="other-guides-heading" className="border-border border-t pt-6">
      <h2 id="other-guides-heading" className="font-semibold text-xl">
        {current ? 'Other preparation guides' : 'Preparation guides'}
      </h2>
      <TextLinkList
        links={PREPARATION_GUIDES.filter((guide) => guide.path !== current).map((guide) => ({
          to: guide.path,
          label: guide.title,
        }))}
        className="mt-2 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6"
      />
    </nav>
  );
}

function GuideBody({ guide }: { guide: PreparationGuide }) {
  // Whether this install has an AI model: the page carries it, so prices need no request.
  const aiModel = useCompany().data?.aiModelConfigured ?? false;
  return (
    <>
      <HeadedSection id="about-exam" title="What you are preparing for" className="space-y-3 leading-relaxed">
        {guide.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </HeadedSection>

      <HeadedSection
        id="high-yield"
        title="High-yield areas"
        icon={<Target aria-hidden="true" className="size-6 text-primary" />}
      >
        <TermList
          entries={guide.highYield.map((item) => ({ term: item.area, detail: item.focus }))}
          className="mt-4 space-y-3"
          itemClassName="rounded-xl border border-border bg-surface p-4"
          termClassName="font-semibold"
          detailClassName="mt-1 text-muted leading-relaxed"
        />
      </HeadedSection>

      <HeadedSection id="tools" title={`How to use ${PRODUCT_NAME} for it`}>
        <ul className="mt-4 space-y-3">
          {guide.tools.map(({ tool: toolId, how }) => {
            const tool = STUDY_TOOLS[toolId];
            return (
              <li key={toolId} className="rounded-xl border border-border bg-surface p-4">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <TextLink to={tool.path}>{tool.name}</TextLink>
                  {tool.costKey ? (
                    <span className="text-muted text-sm">{studyToolPrice(tool.costKey, aiModel)}</span>
                  ) : null}
                  {tool.premium ? <span className="text-muted text-sm">· paid plans</span> : null}
                </p>
                <p className="mt-1 leading-relaxed">{how}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="week"
        title="A week of preparation"
        icon={<CalendarDays aria-hidden="true" className="size-6 text-primary" />}
      >
        <p className="mt-2 text-muted leading-relaxed">
          A pattern to repeat and adjust, not a timetable: move days around to fit college, postings and rest.
        </p>
        <ol className="mt-4 divide-y divide-border rounded-xl border border-border bg-surface">
          {guide.week.map((entry) => (
            <li key={entry.day} className="p-4 sm:flex sm:gap-4">
              <span className="block font-semibold sm:w-44 sm:shrink-0">{entry.day}</span>
              <span className="mt-1 block leading-relaxed sm:mt-0">{entry.plan}</span>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <BoxedSection id="tips" title="Tips" Icon={Lightbulb} tone="accent" box="accent">
        <BulletList items={guide.tips} className="mt-3 list-disc space-y-2 pl-6 leading-relaxed" />
      </BoxedSection>

      <div className="flex flex-col gap-3 sm:flex-row">
        <CtaLink to={paths.signup}>Start preparing free</CtaLink>
        <CtaLink to={paths.featuresAndBlog} variant="secondary">
          See all features
        </CtaLink>
      </div>
    </>
  );
}

/** One page for every subject and exam guide; the pathname picks the guide. */
export default function PreparationPage() {
  const { pathname } = useLocation();
  const guide = guideForPath(pathname);

  if (!guide) {
    return (
      <MarketingPage title="Preparation guides" lead="Choose a subject or exam to see its study guide.">
        <OtherGuides current={null} />
      </MarketingPage>
    );
  }

  return (
    <MarketingPage title={guide.title} lead={guide.lead}>
      <GuideBody guide={guide} />
      <OtherGuides current={guide.path} />
    </MarketingPage>
  );
}
