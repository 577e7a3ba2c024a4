/**
 * The landing page (`/` for a visitor, decision 120): what MedSutra is for an exam student, with
 * Sign up and Sign in, readable in a few seconds on a phone. Its own lazy chunk with no icons or
 * dialogs, so it costs a slow phone little; the sign-in page stays the page at `/login`.
 */
import { paths } from '@medsutra/contract/routes';
import { CtaLink, TextLink } from '../components/cta-link';
import { TitledCardList } from '../components/titled-card-list';
import { landingContent as text } from '../content/landing';

export default function LandingPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-12">
      <section aria-labelledby="landing-heading" className="max-w-3xl">
        <p className="text-sm font-semibold text-primary">{text.eyebrow}</p>
        <h1 id="landing-heading" className="mt-2 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
          {text.heading}
        </h1>
        <p className="mt-3 text-base text-muted sm:text-lg">{text.lead}</p>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex">
          <CtaLink to={paths.signup}>{text.signUp}</CtaLink>
          <CtaLink to={paths.login} variant="secondary">
            {text.signIn}
          </CtaLink>
        </div>
        <p className="mt-3 text-sm text-muted">{text.bonus}</p>
      </section>
      <section aria-labelledby="landing-features" className="mt-8 sm:mt-12">
        <h2 id="landing-features" className="text-xl font-semibold text-ink">
          {text.featuresTitle}
        </h2>
        <TitledCardList
          items={text.features}
          className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          titleClassName="font-semibold text-ink"
          textClassName="mt-1 text-sm text-muted"
        />
        <p className="mt-6">
          <TextLink to={paths.featuresAndBlog}>{text.more}</TextLink>
        </p>
      </section>
    </div>
  );
}
