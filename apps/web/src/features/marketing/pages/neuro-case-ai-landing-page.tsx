import { AI_TOOL_COSTS, aiToolXp, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { COMING_SOON_LABEL, pathIsAvailable } from '@medsutra/contract/feature-availability';
import { paths } from '@medsutra/contract/routes';
import { Brain, Coins, Hourglass, Info } from 'lucide-react';
import { CtaLink, TextLink } from '../components/cta-link';
import { BoxedSection, HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { BulletList } from '../components/prose-sections';
import { MEDICINE_GUIDE } from '../content/guides/medicine';
import { NEURO_CASE_AUDIENCE, NEURO_CASE_HONESTY, NEURO_CASE_LEAD, NEURO_CASE_STEPS } from '../content/neuro-case';

const cost = AI_TOOL_COSTS.neuroCase;
const open = pathIsAvailable(paths.neuroCaseAi);

export default function NeuroCaseAiLandingPage() {
  return (
    <MarketingPage title="NeuroCase AI" lead={NEURO_CASE_LEAD}>
      {open ? (
        <div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <CtaLink to={paths.neuroCaseAi}>
              <Brain aria-hidden="true" className="size-5" />
              Sign in and open NeuroCase AI
            </CtaLink>
            <CtaLink to={paths.signup} variant="secondary">
              Create a free account
            </CtaLink>
          </div>
          <p className="mt-2 text-muted text-sm">If you are already signed in, the tool opens straight away.</p>
        </div>
      ) : (
        <p className="flex items-start gap-3 rounded-xl border border-accent bg-accent-soft p-4 leading-relaxed">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            <strong>{COMING_SOON_LABEL}.</strong> NeuroCase AI is being built and cannot be opened yet; this page
            describes how it will work and what it will cost. Nothing is charged until it opens.
          </span>
        </p>
      )}

      <BoxedSection id="cost" title="What it costs" Icon={Coins} tone="accent" box="card">
        <p className="mt-2 leading-relaxed">
          Each case costs <strong>{cost} Med Coins</strong> and earns you {aiToolXp(cost)} XP. New accounts start with{' '}
          {WELCOME_BONUS_COINS} Med Coins. If a case fails to load or the AI cannot finish, the coins come back
          automatically.
        </p>
        <p className="mt-2">
          <TextLink to={paths.pricing}>Plans and Med Coin packs</TextLink>
        </p>
      </BoxedSection>

      <HeadedSection id="how" title="How a case works">
        <ol className="mt-4 space-y-3">
          {NEURO_CASE_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-surface p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-on-primary"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted leading-relaxed">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection id="who" title="Who it is for">
        <BulletList
          items={NEURO_CASE_AUDIENCE}
          className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-muted"
        />
      </HeadedSection>

      <p className="flex items-start gap-3 rounded-xl bg-surface-muted p-4 leading-relaxed">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{NEURO_CASE_HONESTY}</span>
      </p>

      <p className="leading-relaxed">
        Also try <TextLink to={paths.gastroCaseAi}>GastroCase AI</TextLink> and{' '}
        <TextLink to={paths.wardDx}>Ward DX clinical reasoning</TextLink>, or read our{' '}
        <TextLink to={MEDICINE_GUIDE.path}>Medicine preparation guide</TextLink>.
      </p>
    </MarketingPage>
  );
}
