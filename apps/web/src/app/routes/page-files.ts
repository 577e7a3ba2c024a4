/**
 * The source file of each route's page: the one table that says which page a path shows. The
 * registry (page-registry.tsx) loads each file as its own lazy chunk, and the build
 * (vite-plugins/route-preloads.ts) turns the table into the chunks the server names in a page's
 * HTML as `modulepreload` links, so a page's code downloads alongside the app's own.
 *
 * Paths are relative to apps/web. A route without an entry shows the shared "coming soon" page.
 * No React here: the build reads this file.
 */
import { APP_ROUTES, paths } from '@medsutra/contract/routes';

export const SIGN_IN_PAGE = 'src/features/auth/pages/login-page.tsx';
export const NOT_FOUND_PAGE = 'src/app/routes/not-found.tsx';
export const COMING_SOON_PAGE = 'src/app/routes/coming-soon.tsx';
/** The economy's pages come through one lazy chunk that picks the page by path. */
const ECONOMY_PAGES = 'src/features/economy/economy-routes.tsx';

const ECONOMY_PATHS = [
  paths.medCoinsTracking,
  paths.transactionHistory,
  paths.xpTracking,
  paths.xpDetails,
  paths.taskTracking,
  paths.coinAnalytics,
  paths.leaderboard,
  paths.referral,
  paths.profileSystem,
];

/** The notes' and the pearls' pages: one chunk each, picking the screen by path. */
const NOTES_PAGES = 'src/features/notes/pages/notes-page.tsx';
const PEARLS_PAGES = 'src/features/pearls/pages/pearls-page.tsx';
const NOTES_FEATURES: Record<string, string> = { Notes: NOTES_PAGES, 'PDF viewer': NOTES_PAGES, Pearls: PEARLS_PAGES };

const feature = (name: string, page: string) => `src/features/${name}/pages/${page}.tsx`;

export const PAGE_FILE_BY_PATH: Readonly<Record<string, string>> = {
  [paths.login]: SIGN_IN_PAGE,
  [paths.signup]: SIGN_IN_PAGE,
  [paths.oauthComplete]: feature('auth', 'oauth-complete-page'),
  [paths.forgotPassword]: feature('auth', 'forgot-password-page'),
  [paths.resetPassword]: feature('auth', 'reset-password-page'),
  [paths.verifyEmail]: feature('auth', 'verify-email-page'),
  [paths.removeDevice]: feature('auth', 'remove-device-page'),
  [paths.manageDevices]: feature('auth', 'manage-devices-page'),
  [paths.dashboard]: feature('dashboard', 'dashboard-page'),
  [paths.offlineNotes]: feature('offline', 'offline-notes-page'),
  [paths.checkout]: feature('payments', 'checkout-page'),
  [paths.paymentStatus]: feature('payments', 'payment-status-page'),
  [paths.medCoinsStore]: feature('payments', 'coin-store-page'),
  [paths.aboutUs]: feature('marketing', 'about-us-page'),
  [paths.contactUs]: feature('marketing', 'contact-us-page'),
  [paths.terms]: feature('marketing', 'terms-page'),
  [paths.privacy]: feature('marketing', 'privacy-page'),
  [paths.refund]: feature('marketing', 'refund-page'),
  [paths.pricing]: feature('marketing', 'pricing-page'),
  [paths.featuresAndBlog]: feature('marketing', 'features-and-blog-page'),
  [paths.predictionBlog]: feature('marketing', 'prediction-blog-page'),
  [paths.apiDocumentation]: feature('documentation', 'api-documentation-page'),
  [paths.helpGuide]: feature('help', 'help-guide-page'),
  [paths.mindmapGenerator]: feature('mindmaps', 'mindmap-generator-page'),
  // The drawer's and the dashboard's "Mind Mapper AI" is the generator itself.
  [paths.mindMapperAi]: feature('mindmaps', 'mindmap-generator-page'),
  [paths.newAiStudyTools]: feature('ai-tools', 'ai-tools-hub-page'),
  [paths.userProfile]: feature('profile', 'profile-page'),
  [paths.medstagram]: feature('medstagram', 'medstagram-page'),
  [paths.library]: feature('library', 'library-page'),
  [paths.librarySubject]: feature('library', 'library-subject-page'),
  [paths.librarySubtopic]: feature('library', 'library-subtopic-page'),
  [paths.adminLibraryReports]: feature('library', 'admin-library-reports-page'),
  [paths.adminLibraryImport]: feature('library', 'admin-library-import-page'),
  // Notes, PDFs and pearls: one chunk each that picks the screen by path
  ...Object.fromEntries(
    APP_ROUTES.filter((route) => NOTES_FEATURES[route.feature]).map((route) => [
      route.path,
      NOTES_FEATURES[route.feature],
    ]),
  ),
  // MCQ practice, subject analysis and tests
  '/mcqsolving': feature('mcq', 'practice-page'),
  '/subject-analysis': feature('mcq', 'subject-analysis-page'),
  '/analysis/:subject': feature('mcq', 'subject-detail-page'),
  '/test': feature('mcq', 'test-page'),
  [`${paths.medstagram}/user/:email`]: feature('medstagram', 'medstagram-user-page'),
  ...Object.fromEntries(ECONOMY_PATHS.map((path) => [path, ECONOMY_PAGES])),
  // The subject and exam preparation pages share one page that reads the pathname, and the
  // public NeuroCase AI landing serves `/neuro-case-ai` and everything under it.
  ...Object.fromEntries(
    APP_ROUTES.filter((route) => route.access === 'public' && route.path.endsWith('-preparation')).map((route) => [
      route.path,
      feature('marketing', 'preparation-page'),
    ]),
  ),
  ...Object.fromEntries(
    APP_ROUTES.filter((route) => route.access === 'public' && route.path.startsWith('/neuro-case-ai')).map((route) => [
      route.path,
      feature('marketing', 'neuro-case-ai-landing-page'),
    ]),
  ),
};

/** The page file a route shows, or the "coming soon" page. */
export const pageFileFor = (routePath: string): string => PAGE_FILE_BY_PATH[routePath] ?? COMING_SOON_PAGE;
