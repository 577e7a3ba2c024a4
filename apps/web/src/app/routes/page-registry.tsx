/**
 * Which page each route path shows. Every page is its own lazily loaded chunk; a path without an
 * entry shows the shared, honest "coming soon" page until its feature is built.
 */
import { APP_ROUTES, type AppRoute, paths } from '@medsutra/contract/routes';
import { lazy, type ReactNode } from 'react';
import { SignedInPage } from './signed-in-page';

const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const OAuthCompletePage = lazy(() => import('@/features/auth/pages/oauth-complete-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const RemoveDevicePage = lazy(() => import('@/features/auth/pages/remove-device-page'));
const ManageDevicesPage = lazy(() => import('@/features/auth/pages/manage-devices-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/pages/dashboard-page'));
const EconomyRoute = lazy(() =>
  import('@/features/economy/economy-routes').then((module) => ({ default: module.EconomyRoute })),
);
const OfflineNotesPage = lazy(() => import('@/features/offline/pages/offline-notes-page'));
const CheckoutPage = lazy(() => import('@/features/payments/pages/checkout-page'));
const PaymentStatusPage = lazy(() => import('@/features/payments/pages/payment-status-page'));
const CoinStorePage = lazy(() => import('@/features/payments/pages/coin-store-page'));
const ComingSoonPage = lazy(() => import('./coming-soon'));
const NotFoundPage = lazy(() => import('./not-found'));

const AboutUsPage = lazy(() => import('@/features/marketing/pages/about-us-page'));
const ContactUsPage = lazy(() => import('@/features/marketing/pages/contact-us-page'));
const TermsPage = lazy(() => import('@/features/marketing/pages/terms-page'));
const PrivacyPage = lazy(() => import('@/features/marketing/pages/privacy-page'));
const RefundPage = lazy(() => import('@/features/marketing/pages/refund-page'));
const PricingPage = lazy(() => import('@/features/marketing/pages/pricing-page'));
const FeaturesAndBlogPage = lazy(() => import('@/features/marketing/pages/features-and-blog-page'));
const PreparationPage = lazy(() => import('@/features/marketing/pages/preparation-page'));
const NeuroCaseAiLandingPage = lazy(() => import('@/features/marketing/pages/neuro-case-ai-landing-page'));
const PredictionBlogPage = lazy(() => import('@/features/marketing/pages/prediction-blog-page'));
const ApiDocumentationPage = lazy(() => import('@/features/documentation/pages/api-documentation-page'));
const HelpGuidePage = lazy(() => import('@/features/help/pages/help-guide-page'));
const MindmapGeneratorPage = lazy(() => import('@/features/mindmaps/pages/mindmap-generator-page'));
const MedstagramPage = lazy(() => import('@/features/medstagram/pages/medstagram-page'));
const MedstagramUserPage = lazy(() => import('@/features/medstagram/pages/medstagram-user-page'));

const NEURO_CASE_LANDING = '/neuro-case-ai';

const pageByPath: Record<string, (route: AppRoute) => ReactNode> = {
  [paths.login]: () => <LoginPage />,
  [paths.signup]: () => <LoginPage />,
  [paths.oauthComplete]: () => <OAuthCompletePage />,
  [paths.forgotPassword]: () => <ForgotPasswordPage />,
  [paths.resetPassword]: () => <ResetPasswordPage />,
  [paths.removeDevice]: () => <RemoveDevicePage />,
  [paths.manageDevices]: () => <ManageDevicesPage />,
  [paths.dashboard]: () => <SignedInPage page={DashboardPage} />,
  [paths.offlineNotes]: () => <OfflineNotesPage />,
  [paths.checkout]: () => <SignedInPage page={CheckoutPage} />,
  [paths.paymentStatus]: () => <PaymentStatusPage />,
  [paths.medCoinsStore]: () => <SignedInPage page={CoinStorePage} />,
  [paths.aboutUs]: () => <AboutUsPage />,
  [paths.contactUs]: () => <ContactUsPage />,
  [paths.terms]: () => <TermsPage />,
  [paths.privacy]: () => <PrivacyPage />,
  [paths.refund]: () => <RefundPage />,
  [paths.pricing]: () => <PricingPage />,
  [paths.featuresAndBlog]: () => <FeaturesAndBlogPage />,
  [paths.predictionBlog]: () => <PredictionBlogPage />,
  [paths.apiDocumentation]: () => <ApiDocumentationPage />,
  [paths.helpGuide]: () => <HelpGuidePage />,
  [paths.mindmapGenerator]: () => <SignedInPage page={MindmapGeneratorPage} />,
  [paths.medstagram]: () => <MedstagramPage />,
  [`${paths.medstagram}/user/:email`]: () => <MedstagramUserPage />,
};

// The economy's pages come through one lazy chunk (see features/economy/economy-routes.tsx).
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
] as const;
for (const path of ECONOMY_PATHS) {
  const Page = ({ email }: { email: string }) => <EconomyRoute path={path} email={email} />;
  pageByPath[path] = () => <SignedInPage page={Page} />;
}

// The subject and exam preparation pages share one component that reads the pathname, and the
// public NeuroCase AI landing serves `/neuro-case-ai` and everything under it.
for (const route of APP_ROUTES) {
  if (route.access !== 'public') continue;
  if (route.path.endsWith('-preparation')) pageByPath[route.path] = () => <PreparationPage />;
  if (route.path.startsWith(NEURO_CASE_LANDING)) pageByPath[route.path] = () => <NeuroCaseAiLandingPage />;
}

export function renderPage(route: AppRoute): ReactNode {
  const page = pageByPath[route.path];
  return page ? page(route) : <ComingSoonPage route={route} />;
}

export function renderSignIn(): ReactNode {
  return <LoginPage />;
}

export function renderNotFound(): ReactNode {
  return <NotFoundPage />;
}

/** Starts downloading the sign-in chunk early: it is the first screen for every visitor. */
export function preloadSignIn(): void {
  void import('@/features/auth/pages/login-page');
}
