import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft, Info } from 'lucide-react';
import { CollapsibleSection } from '../components/collapsible-section';
import { CtaLink } from '../components/cta-link';
import { HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { ProseBody } from '../components/prose-sections';
import { TermList } from '../components/term-list';
import {
  PREDICTED_TOPICS_MATCHED,
  PREDICTED_TOPICS_TOTAL,
  PREDICTION_LEAD,
  PREDICTION_MATCH_PERCENT,
  PREDICTION_SECTIONS,
  PREDICTION_SUBJECT_COUNT,
  PREDICTION_TITLE,
} from '../content/prediction-blog';

const CLAIM_FIGURES = [
  { term: 'predicted topics asked', detail: `${PREDICTED_TOPICS_MATCHED} of ${PREDICTED_TOPICS_TOTAL}` },
  { term: 'match rate', detail: `${PREDICTION_MATCH_PERCENT}%` },
  { term: 'subjects covered', detail: `${PREDICTION_SUBJECT_COUNT}` },
] as const;

export default function PredictionBlogPage() {
  return (
    <MarketingPage
      title={PREDICTION_TITLE}
      lead={PREDICTION_LEAD}
      before={
        <CtaLink to={paths.dashboard} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </CtaLink>
      }
    >
      <figure className="rounded-xl border border-border bg-surface p-4 sm:p-5">
        <TermList
          entries={CLAIM_FIGURES}
          className="grid gap-4 sm:grid-cols-3"
          termClassName="text-muted text-sm"
          detailClassName="font-bold text-2xl"
        />
        <figcaption className="mt-4 flex items-start gap-2 border-border border-t pt-3 text-muted text-sm leading-relaxed">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {PRODUCT_NAME}’s own analysis, not independently verified. A past match rate does not predict a future paper.
        </figcaption>
      </figure>

      <div className="space-y-3">
        {PREDICTION_SECTIONS.map((section) => (
          <CollapsibleSection
            key={section.id}
            id={section.id}
            title={section.title}
            defaultOpen={section.id === 'overview'}
          >
            <ProseBody paragraphs={section.paragraphs} items={section.items} />
          </CollapsibleSection>
        ))}
      </div>

      <HeadedSection
        id="start"
        title={`Revise the predicted topics with ${PRODUCT_NAME}`}
        size="xl"
        className="rounded-xl bg-surface-muted p-5"
      >
        <p className="mt-2 text-muted leading-relaxed">
          MCQs, the revision tracker, the AI tutor and mindmaps, with premium tools on the paid plans.
        </p>
        <CtaLink to={paths.subscription} className="mt-4 w-full sm:w-auto">
          Start Now
        </CtaLink>
      </HeadedSection>
    </MarketingPage>
  );
}
