/**
 * The sign-in screen, for now an honest placeholder: the product pitch and a note that account
 * sign-in is arriving. A later issue replaces it with the sign-in / sign-up form. It is the first
 * screen every visitor loads, so it stays light: no Radix, no extra libraries.
 */

import { WELCOME_BONUS_COINS } from '@medsutra/contract/economy';
import { messages } from '@medsutra/contract/messages';
import { PRODUCT_TAGLINE } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const l = messages.login;
const d = messages.drawer;

const LEGAL_LINKS = [
  { to: paths.aboutUs, label: d.aboutUs },
  { to: paths.contactUs, label: d.contactUs },
  { to: paths.pricing, label: messages.login.pricing },
  { to: paths.terms, label: d.terms },
  { to: paths.privacy, label: d.privacy },
  { to: paths.refund, label: d.refund },
] as const;

export default function LoginPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10 md:grid-cols-[1.2fr_1fr] md:items-start">
      <section aria-labelledby="pitch-heading">
        <p className="text-sm font-semibold text-primary">{PRODUCT_TAGLINE}</p>
        <h1 id="pitch-heading" className="mt-2 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
          {l.heading}
        </h1>
        <p className="mt-3 text-lg text-muted">{l.replaces}</p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-2">
          {l.offerings.map((offering) => (
            <li key={offering} className="flex items-start gap-2 text-ink">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{offering}</span>
            </li>
          ))}
        </ul>
      </section>

      <Card className="flex flex-col gap-4">
        <Sparkles aria-hidden="true" className="size-8 text-accent" />
        <h2 className="text-xl font-semibold text-ink">{l.comingTitle}</h2>
        <p className="text-muted">{l.comingBody}</p>
        <p className="text-sm text-muted">{l.welcomeBonus(WELCOME_BONUS_COINS)}</p>
        <ButtonLink to={`${paths.featuresAndBlog}?from=login`}>{l.exploreFeatures}</ButtonLink>
        <p className="text-center text-sm text-muted">{l.devices}</p>
      </Card>

      <nav aria-label={l.legalNav} className="md:col-span-2">
        <ul className="flex flex-wrap justify-center gap-x-2 text-sm">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 items-center px-2 text-muted underline hover:text-ink">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
