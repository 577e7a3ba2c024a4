import {
  AI_TOOL_XP_PERCENT,
  COIN_PACKS,
  formatInr,
  PLANS,
  type PlanDefinition,
  type PlanId,
} from '@medsutra/contract/economy/table';
import { COMING_SOON_LABEL } from '@medsutra/contract/feature-availability';
import { paths } from '@medsutra/contract/routes';
import { Check, Coins, Hourglass, ShieldCheck } from 'lucide-react';
import { usePlanFeatures } from '@/features/auth/api/plan-features';
import { useCompany } from '../api/get-company';
import { CtaLink, TextLink } from '../components/cta-link';
import { HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { BulletList } from '../components/prose-sections';
import { TermList } from '../components/term-list';
import {
  aiToolRows,
  coinPackCheckoutPath,
  FAILED_JOB_STATEMENT,
  type PlanFeatureLine,
  PRICING_FAQ,
  planCta,
  planFeatureLines,
  planSupportLine,
} from '../content/pricing';

const isPresent = (line: string | null): line is string => line !== null;
const coins = (amount: number) => amount.toLocaleString('en-IN');
const FEATURED_PLAN_ID = 'premium';

/** The plan's features that are not built yet: listed apart, never with a tick. */
function ComingSoonLines({ lines }: { lines: readonly PlanFeatureLine[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg bg-surface-muted p-3">
      <p className="flex items-center gap-2 font-medium text-ink text-sm">
        <Hourglass aria-hidden="true" className="size-4 text-accent" />
        {COMING_SOON_LABEL}, not yet included
      </p>
      <BulletList items={lines.map((line) => line.text)} className="mt-2 list-disc space-y-1 pl-6 text-muted text-sm" />
    </div>
  );
}

/** The signed-in student's plan once known, so its card says "Your plan"; null for a visitor. */
function useCurrentPlanId(): PlanId | null {
  const plan = usePlanFeatures();
  return plan.loaded ? plan.planId : null;
}

function PlanCard({ plan, current, aiModel }: { plan: PlanDefinition; current: boolean; aiModel: boolean }) {
  const cta = planCta(plan);
  const featured = plan.id === FEATURED_PLAN_ID;
  return (
    <li
      className={`flex flex-col rounded-xl border bg-surface p-5 ${featured ? 'border-primary ring-1 ring-primary' : 'border-border'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-xl">{plan.name}</h3>
        {current ? (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 font-medium text-ink text-sm">Your plan</span>
        ) : featured ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-ink text-sm">Recommended</span>
        ) : null}
      </div>
      <p className="mt-3">
        <span className="font-bold text-3xl">{formatInr(plan.monthlyPriceInr)}</span>
        <span className="text-muted"> {plan.monthlyPriceInr > 0 ? 'a month' : 'forever'}</span>
      </p>
      {plan.sixMonthPriceInr !== null ? (
        <p className="mt-1 text-muted text-sm">
          or{' '}
          <TextLink to={`${paths.checkout}?plan=${plan.id}&period=sixMonths`}>
            {formatInr(plan.sixMonthPriceInr)} for six months
          </TextLink>
          {plan.sixMonthSavingPercent !== null ? (
            <span className="ml-1 rounded bg-success-soft px-1.5 py-0.5 font-medium text-ink">
              save {plan.sixMonthSavingPercent}%
            </span>
          ) : null}
        </p>
      ) : (
        <p className="mt-1 text-muted text-sm">No card needed</p>
      )}
      <ul className="mt-4 flex-1 space-y-2">
        {planFeatureLines(plan, aiModel)
          .filter((line) => !line.comingSoon)
          .map((line) => line.text)
          .concat([planSupportLine(plan)].filter(isPresent))
          .map((text) => (
            <li key={text} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
      </ul>
      <ComingSoonLines lines={planFeatureLines(plan, aiModel).filter((line) => line.comingSoon)} />
      {current && plan.monthlyPriceInr === 0 ? (
        <p className="mt-5 text-center font-medium text-ink">You are on this plan</p>
      ) : (
        <CtaLink to={cta.to} variant={featured ? 'primary' : 'secondary'} className="mt-5 w-full">
          {current ? `Extend ${plan.name}` : cta.label}
        </CtaLink>
      )}
    </li>
  );
}

export default function PricingPage() {
  const currentPlanId = useCurrentPlanId();
  // Whether this install has an AI model: the page carries it, so the prices need no wait.
  const aiModel = useCompany().data?.aiModelConfigured ?? false;
  return (
    <MarketingPage
      title="Plans and pricing"
      lead="Start free. A paid plan adds a monthly deposit of Med Coins for the AI tools and faster support; its premium tools are listed as coming soon until they open."
    >
      <HeadedSection id="plans" title="Plans">
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId} aiModel={aiModel} />
          ))}
        </ul>
        <p className="mt-3 text-muted text-sm">Prices in Indian rupees. Plans do not renew automatically.</p>
      </HeadedSection>

      <HeadedSection id="packs" title="Med Coin packs">
        <p className="mt-2 leading-relaxed">Need more coins before your next deposit? Buy a pack on any plan.</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {COIN_PACKS.map((pack) => (
            <li key={pack.id} className="flex flex-col rounded-xl border border-border bg-surface p-4">
              <p className="flex items-center gap-2 font-semibold text-lg">
                <Coins aria-hidden="true" className="size-5 text-accent" />
                {coins(pack.coins)} coins
              </p>
              <p className="mt-1 font-bold text-2xl">{formatInr(pack.priceInr)}</p>
              <CtaLink to={coinPackCheckoutPath(pack.id)} variant="secondary" className="mt-3 w-full">
                Buy {coins(pack.coins)} coins
              </CtaLink>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="costs" title="What the AI tools cost">
        <p className="mt-2 leading-relaxed">
          Each use of an AI tool costs Med Coins, and earns you XP worth {AI_TOOL_XP_PERCENT}% of the coins spent when
          the run is finished.
          {aiModel
            ? null
            : ' No AI model is connected to this server, so the tools run from the MedSutra library (the library versions, at most 20 Med Coins); research, the case generator and image analysis need a model and are not sold here.'}
        </p>
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so a keyboard must reach it (axe scrollable-region-focusable)
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2"
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Med Coin cost and XP earned for each AI tool</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Tool
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Med Coins
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  XP earned
                </th>
              </tr>
            </thead>
            <tbody>
              {aiToolRows(aiModel).map((row) => (
                <tr key={row.key} className="border-border border-t">
                  <th scope="row" className="px-4 py-3 font-normal">
                    {row.name}
                    {row.premium ? <span className="ml-2 text-muted text-sm">(paid plans)</span> : null}
                    {row.available ? null : (
                      <span className="ml-2 text-muted text-sm">({COMING_SOON_LABEL.toLowerCase()})</span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{coins(row.coins)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{coins(row.xp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 flex items-start gap-3 rounded-xl bg-success-soft p-4 leading-relaxed">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{FAILED_JOB_STATEMENT}</span>
        </p>
      </HeadedSection>

      <HeadedSection id="faq" title="Questions">
        <TermList
          entries={PRICING_FAQ.map((entry) => ({ term: entry.question, detail: entry.answer }))}
          className="mt-4 space-y-4"
          termClassName="font-semibold"
          detailClassName="mt-1 text-muted leading-relaxed"
        />
        <p className="mt-6 leading-relaxed">
          Read the <TextLink to={paths.refund}>refund policy</TextLink> and the{' '}
          <TextLink to={paths.terms}>terms</TextLink>, or <TextLink to={paths.contactUs}>ask us</TextLink>.
        </p>
      </HeadedSection>
    </MarketingPage>
  );
}
