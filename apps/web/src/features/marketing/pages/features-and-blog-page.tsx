import { formatInr, LEVELS, PLANS } from '@medsutra/contract/economy/table';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft, Award } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CtaLink, TextLink } from '../components/cta-link';
import { HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { BulletList } from '../components/prose-sections';
import { StudyToolCard } from '../components/study-tool-card';
import { TutorialSteps } from '../components/tutorial-steps';
import { BLOG_ARTICLES } from '../content/blog-articles';
import {
  FEATURE_GROUPS,
  FEATURES_LEAD,
  LINKABLE_SECTIONS,
  type LinkableSection,
  REWARD_LINES,
  REWARD_LINKS,
} from '../content/features';
import { STUDY_TOOLS } from '../content/study-tools';
import { TUTORIAL_LEAD, TUTORIAL_STEPS, TUTORIAL_TITLE } from '../content/tutorial';

/** The page's own table of contents: each linkable section, in page order, by its short name. */
const ON_THIS_PAGE: Record<LinkableSection, string> = {
  features: 'Features',
  tutorial: 'App tutorial',
  rewards: 'Med Coins, XP and plans',
  blog: 'Blog',
};

/** How long a section opened by `?section=` stays highlighted. */
const HIGHLIGHT_MS = 2500;

function isLinkableSection(value: string | null): value is LinkableSection {
  return LINKABLE_SECTIONS.some((section) => section === value);
}

/** Scrolls to the section named by `?section=` once the page has mounted, and highlights it briefly. */
function useLinkedSection(): LinkableSection | null {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const [highlighted, setHighlighted] = useState<LinkableSection | null>(null);

  useEffect(() => {
    if (!isLinkableSection(requested)) return;
    const target = document.getElementById(requested);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    setHighlighted(requested);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [requested]);

  return highlighted;
}

const sectionClass = (highlight: boolean) =>
  `scroll-mt-20 rounded-xl outline-none transition-shadow duration-500 ${
    highlight ? 'ring-4 ring-primary ring-offset-4 ring-offset-canvas' : ''
  }`;

/** A section `?section=` can open: focusable, labelled by its heading, highlighted while opened. */
function LinkedSection({
  id,
  highlighted,
  heading,
  headingClassName = 'font-semibold text-2xl',
  children,
}: {
  id: LinkableSection;
  highlighted: LinkableSection | null;
  heading: ReactNode;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className={sectionClass(highlighted === id)}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function FeaturesAndBlogPage() {
  const [searchParams] = useSearchParams();
  const cameFromLogin = searchParams.get('from') === 'login';
  const highlighted = useLinkedSection();
  const paidPlans = PLANS.filter((plan) => plan.monthlyPriceInr > 0);

  const backLink = cameFromLogin ? (
    <Link
      to={paths.login}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-2 hover:text-primary-strong"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to sign in
    </Link>
  ) : null;

  return (
    <MarketingPage title={`${PRODUCT_NAME} features and blog`} lead={FEATURES_LEAD} before={backLink}>
      <nav aria-label="On this page" className="flex flex-wrap gap-3">
        {LINKABLE_SECTIONS.map((section) => (
          <a key={section} className="text-primary underline underline-offset-2" href={`#${section}`}>
            {ON_THIS_PAGE[section]}
          </a>
        ))}
      </nav>

      <LinkedSection id="features" highlighted={highlighted} heading="Features">
        {FEATURE_GROUPS.map((group) => (
          <div key={group.title} className="mt-6">
            <h3 className="font-semibold text-xl">{group.title}</h3>
            <p className="mt-1 text-muted">{group.intro}</p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {group.tools.map((toolId) => (
                <StudyToolCard key={toolId} tool={STUDY_TOOLS[toolId]} headingLevel="h4" />
              ))}
            </ul>
          </div>
        ))}
      </LinkedSection>

      <LinkedSection id="tutorial" highlighted={highlighted} heading={TUTORIAL_TITLE}>
        <p className="mt-1 text-muted">{TUTORIAL_LEAD}</p>
        <TutorialSteps steps={TUTORIAL_STEPS} />
      </LinkedSection>

      <LinkedSection
        id="rewards"
        highlighted={highlighted}
        heading={
          <>
            <Award aria-hidden="true" className="size-6 text-accent" />
            Med Coins, XP, levels and plans
          </>
        }
        headingClassName="flex items-center gap-2 font-semibold text-2xl"
      >
        <p className="mt-2 leading-relaxed">
          Med Coins are credits you spend on the AI tools. XP measures the work you put in and moves you up the{' '}
          {LEVELS.length} levels and the leaderboard. You earn both by studying:
        </p>
        <BulletList items={REWARD_LINES} className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-muted" />
        <p className="mt-4 leading-relaxed">
          You earn the same way on every plan.{' '}
          {paidPlans.map((plan) => `${plan.name} (${formatInr(plan.monthlyPriceInr)} a month)`).join(' and ')} add the
          tools marked “Paid plans” and a monthly deposit of Med Coins.
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {REWARD_LINKS.map((link) => (
            <li key={link.to} className="py-1">
              <TextLink to={link.to}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </LinkedSection>

      <LinkedSection id="blog" highlighted={highlighted} heading="From the blog">
        <div className="mt-4 space-y-4">
          {BLOG_ARTICLES.map((article) => (
            <article
              key={article.id}
              id={article.id}
              aria-labelledby={`${article.id}-title`}
              className="scroll-mt-20 rounded-xl border border-border bg-surface p-4 sm:p-5"
            >
              <h3 id={`${article.id}-title`} className="font-semibold text-xl leading-snug">
                {article.title}
              </h3>
              <p className="mt-1 text-muted">{article.summary}</p>
              <div className="mt-3 space-y-3 leading-relaxed">
                {article.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {article.link ? (
                <p className="mt-3">
                  <TextLink to={article.link.to}>{article.link.label}</TextLink>
                </p>
              ) : null}
            </article>
          ))}
        </div>
      </LinkedSection>

      <HeadedSection id="start" title="Ready to start?" size="xl" className="rounded-xl bg-surface-muted p-5">
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <CtaLink to={paths.signup}>Create a free account</CtaLink>
          <CtaLink to={paths.pricing} variant="secondary">
            See plans
          </CtaLink>
        </div>
      </HeadedSection>
    </MarketingPage>
  );
}
