import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { HelpButton } from '@/features/help/components/help-button';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';
import { HeaderBalances } from './header-balances';
import { MAIN_ID, SkipLink } from './skip-link';
import { useTestRenderError } from './use-test-render-error';

const NAV_LINKS = [
  { to: paths.dashboard, label: messages.shell.nav.dashboard },
  { to: paths.newAiStudyTools, label: messages.shell.nav.aiTools },
  { to: paths.myNotes, label: messages.shell.nav.notes },
  { to: paths.medstagram, label: messages.shell.nav.medstagram },
  { to: paths.userProfile, label: messages.shell.nav.profile },
] as const;

// Only an unverified user downloads the banner's code; everyone else never fetches it.
const VerifyEmailBanner = lazy(() => import('@/features/auth/components/verify-email-banner'));

/** The signed-in user, when the server has said her email is not verified yet (not from an offline copy). */
function useUnverifiedEmail(): string | null {
  const auth = useAuthState();
  if (auth.status !== 'signedIn' || auth.offline) return null;
  const user = auth.user as { email: string; emailVerified?: unknown };
  return user.emailVerified === false ? user.email : null;
}

/** Layout for signed-in users: a top bar with balances, help and sign-out, and the main nav. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  useTestRenderError();
  const unverifiedEmail = useUnverifiedEmail();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-1">
          <BrandLink />
          <div className="flex items-center gap-1">
            <HeaderBalances />
            <HelpButton />
            <SignOutButton />
          </div>
        </div>
        <nav aria-label={messages.shell.mainNav} className="mx-auto max-w-6xl overflow-x-auto px-1">
          <ul className="flex gap-1 whitespace-nowrap">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
                      isActive ? 'border-primary text-ink' : 'border-transparent text-muted hover:text-ink',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {unverifiedEmail ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={unverifiedEmail} />
        </Suspense>
      ) : null}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
