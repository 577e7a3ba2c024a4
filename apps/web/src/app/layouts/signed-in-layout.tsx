import { pathIsAvailable } from '@medsutra/contract/feature-availability';
import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { useIsAdmin } from '@/features/auth/api/use-is-admin';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { usePurchasedPdfResume } from '@/features/auth/lib/use-purchased-pdf-resume';
import { HelpButton } from '@/features/help/components/help-button';
import { cn } from '@/lib/cn';
import { useExamMode } from '@/lib/exam-mode';
import { BrandLink } from './brand-link';
import { HeaderBalances } from './header-balances';
import { MAIN_ID, SkipLink } from './skip-link';

interface Tab {
  to: string;
  label: string;
  /** Other pages that belong to this tab: the tab shows as current on them too. */
  section?: readonly string[];
  /** Only from `sm` up: on a phone these are one tap away on the More page (decision 118). */
  wideOnly?: boolean;
  /** Words after the label for screen readers: what a tab with a short label holds. */
  hint?: string;
}

/** The tabs an exam student needs, in the order of a day's work (docs/decisions/118). */
const TABS: readonly Tab[] = [
  // `/` is the dashboard for a signed-in student (routes/view.ts).
  { to: paths.dashboard, label: messages.shell.nav.home, section: [paths.root] },
  {
    to: paths.practice,
    label: messages.shell.nav.practice,
    section: [
      paths.mcqPractice,
      paths.test,
      `${paths.grandTests}/`,
      paths.subjectAnalysis,
      '/analysis/',
      paths.userAnalytics,
    ],
  },
  {
    to: paths.revise,
    label: messages.shell.nav.revise,
    section: [
      paths.smartRevisionTracker,
      `${paths.flashcards}/`,
      paths.topicTracker,
      paths.studyPlans,
      '/study-plan/',
      '/dynamic-plan/',
      paths.formulaStudyPlanner,
      paths.studyPlanner,
      '/scheduleviewpage',
      '/dynamicdaywisestudy',
      '/dynamic-slot-schedule/',
      paths.library,
    ],
  },
  { to: paths.newAiStudyTools, label: messages.shell.nav.aiTools },
  { to: paths.myNotes, label: messages.shell.nav.notes, wideOnly: true },
  { to: paths.medstagram, label: messages.shell.nav.medstagram, section: ['/medstagram/'], wideOnly: true },
  { to: paths.more, label: messages.shell.nav.more, hint: messages.shell.nav.moreHint },
];
const ADMIN_TAB: Tab = { to: paths.adminConsole, label: messages.shell.nav.admin };

/** True on a page of the tab's section (a path ending in / is a prefix, except `/` itself). */
function inSection(tab: Tab, pathname: string): boolean {
  return (tab.section ?? []).some((path) =>
    path !== paths.root && path.endsWith('/')
      ? pathname.startsWith(path) || pathname === path.slice(0, -1)
      : pathname === path,
  );
}

// Only an unverified user downloads the banner's code; everyone else never fetches it.
const VerifyEmailBanner = lazy(() => import('@/features/auth/components/verify-email-banner'));
// The bell and its count are their own small chunk: the sign-in page's first load never carries them.
const NotificationsBell = lazy(() => import('@/features/medstagram/components/notifications-bell'));
const UnreadBadge = lazy(() =>
  import('@/features/medstagram/components/notifications-bell').then((module) => ({ default: module.UnreadBadge })),
);

/** The signed-in user, when the server has said her email is not verified yet (not from an offline copy). */
function useUnverifiedEmail(): string | null {
  const auth = useAuthState();
  if (auth.status !== 'signedIn' || auth.offline) return null;
  const user = auth.user as { email: string; emailVerified?: unknown };
  return user.emailVerified === false ? user.email : null;
}

/** Layout for signed-in users: a top bar with balances, help and sign-out, and the main nav. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const unverifiedEmail = useUnverifiedEmail();
  const isAdmin = useIsAdmin();
  usePurchasedPdfResume();
  const { pathname, search } = useLocation();
  const examMode = useExamMode(pathname, search);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* A running timed test is the whole screen: no header, no tabs (lib/exam-mode.ts). The page
          keeps its place in the tree either way, so it is not remounted when the test ends. */}
      {examMode ? null : (
        <header className="sticky top-0 z-20 border-b border-border bg-surface/95 backdrop-blur" data-toasts-below="">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-1">
            <BrandLink />
            <div className="flex items-center gap-1">
              <HeaderBalances />
              <Suspense fallback={null}>
                <NotificationsBell />
              </Suspense>
              <HelpButton />
              <SignOutButton />
            </div>
          </div>
          <nav aria-label={messages.shell.mainNav} className="mx-auto max-w-6xl px-1">
            {/* Equal columns on a phone, so every tab is on screen at 360 px; a row from sm up, where
              My notes and Medstagram get tabs of their own. An admin also gets an Admin tab (text
              only: the sign-in page's first load carries this layout). */}
            <ul className={cn('grid sm:flex sm:gap-1', isAdmin ? 'grid-cols-6' : 'grid-cols-5')}>
              {(isAdmin ? [...TABS, ADMIN_TAB] : TABS).map((tab) => {
                const available = pathIsAvailable(tab.to);
                return (
                  <li key={tab.to} className={cn('min-w-0', tab.wideOnly && 'hidden sm:block')}>
                    <NavLink
                      to={tab.to}
                      className={({ isActive }) =>
                        cn(
                          'relative flex min-h-11 flex-col items-center justify-center border-b-2 whitespace-nowrap px-0 text-center text-[11px] leading-tight font-medium sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm',
                          isActive || inSection(tab, pathname)
                            ? 'border-primary text-ink'
                            : 'border-transparent text-muted hover:text-ink',
                        )
                      }
                    >
                      <span>{tab.label}</span>
                      {tab.hint ? <span className="sr-only">: {tab.hint}</span> : null}
                      {tab.to === paths.medstagram ? (
                        <Suspense fallback={null}>
                          <UnreadBadge />
                        </Suspense>
                      ) : null}
                      {available ? null : (
                        <span className="text-[10px] font-semibold text-accent uppercase sm:text-xs sm:normal-case">
                          {messages.shell.nav.soon}
                        </span>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        </header>
      )}
      {unverifiedEmail && !examMode ? (
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
