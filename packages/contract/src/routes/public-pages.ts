/**
 * The pages anyone may open: the landing page, sign-in and its steps, payment status and the
 * marketing pages (features, blog, about, contact, terms, privacy, refunds, pricing, preparation).
 */
import { formatInr, PLANS } from '../economy/table.ts';
import { PRODUCT_NAME, PRODUCT_SLUG } from '../product.ts';
import { type AppRoute, pub } from './route.ts';

const p = PRODUCT_SLUG;

export const PUBLIC_PAGES: readonly AppRoute[] = [
  // A visitor's landing page; a signed-in student gets the dashboard here (routes/view.ts, decision 120).
  pub(
    '/',
    'MCQs, tests and revision for NEET PG, INICET and FMGE',
    `${PRODUCT_NAME}: MCQ practice and timed tests in each exam's pattern, revision on a schedule, notes and a 24x7 tutor for NEET PG, INICET, FMGE and MBBS exams.`,
    'Sign in',
    'marketing/landing-page',
    true,
  ),
  pub(
    '/login',
    'Sign in',
    `Sign in to ${PRODUCT_NAME}, the exam-preparation app for MBBS, NEET PG, INICET and FMGE.`,
    'Sign in',
    'auth/login-page',
    true,
  ),
  pub(
    '/signup',
    'Create your account',
    `Create a free ${PRODUCT_NAME} account and get 250 Med Coins to start.`,
    'Sign up',
    'auth/login-page',
  ),
  pub(
    '/oauth-complete',
    'Completing sign in',
    'Finishing your Google sign-in.',
    'Google sign-in',
    'auth/oauth-complete-page',
  ),
  pub(
    '/forgot-password',
    'Forgot password',
    'Get a link to set a new password for your account.',
    'Password reset',
    'auth/forgot-password-page',
  ),
  pub(
    '/reset-password',
    'Set a new password',
    'Choose a new password for your account.',
    'Password reset',
    'auth/reset-password-page',
  ),
  pub(
    '/verify-email',
    'Verify your email',
    'Confirm the email address of your account.',
    'Email verification',
    'auth/verify-email-page',
  ),
  pub(
    '/remove-device',
    'Manage my devices',
    'Remove a device from your account to sign in on a new one.',
    'Device management',
    'auth/remove-device-page',
  ),
  pub(
    '/payment-status',
    'Payment status',
    'The result of your MedSutra payment.',
    'Payments',
    'payments/payment-status-page',
  ),
  pub(
    `/${p}featuresandblog`,
    'Features and blog',
    `Everything ${PRODUCT_NAME} does for your MBBS, NEET PG, INICET and FMGE preparation.`,
    'Features and blog',
    'marketing/features-and-blog-page',
    true,
  ),
  pub(
    '/neet-pg-prediction-blog',
    'NEET PG topic prediction',
    'How MedSutra predicts high-yield NEET PG topics from previous-year question analysis.',
    'Prediction blog',
    'marketing/prediction-blog-page',
    true,
  ),
  pub('/about-us', 'About us', `Who builds ${PRODUCT_NAME} and why.`, 'About us', 'marketing/about-us-page'),
  pub('/contact-us', 'Contact us', `Write to the ${PRODUCT_NAME} team.`, 'Contact us', 'marketing/contact-us-page'),
  pub(
    '/terms-conditions',
    'Terms and conditions',
    `The terms for using ${PRODUCT_NAME}.`,
    'Terms',
    'marketing/terms-page',
  ),
  pub(
    '/privacy-policy',
    'Privacy policy',
    `How ${PRODUCT_NAME} handles your personal data under India's DPDP Act 2023.`,
    'Privacy',
    'marketing/privacy-page',
  ),
  pub(
    '/refund-policy',
    'Refund policy',
    `When and how ${PRODUCT_NAME} refunds a payment.`,
    'Refunds',
    'marketing/refund-page',
  ),
  pub(
    '/pricing-plan',
    'Plans and pricing',
    `Free, ${PLANS.filter((plan) => plan.monthlyPriceInr > 0)
      .map((plan) => `${plan.name} at ${formatInr(plan.monthlyPriceInr)} a month`)
      .join(' and ')}, and Med Coin packs.`,
    'Plans',
    'marketing/pricing-page',
  ),
  pub(
    '/neuro-case-ai/*',
    'NeuroCase AI',
    'Practise neurology cases from the library, marked against each case’s rubric.',
    'NeuroCase AI',
    'marketing/neuro-case-ai-landing-page',
  ),
  pub(
    '/neuro-case-ai',
    'NeuroCase AI',
    'Practise neurology cases from the library, marked against each case’s rubric.',
    'NeuroCase AI',
    'marketing/neuro-case-ai-landing-page',
  ),
  pub(
    '/medicine-preparation',
    'Medicine preparation',
    'Prepare General Medicine for MBBS professional exams and NEET PG with AI cases, notes and MCQs.',
    'Subject preparation',
    'marketing/preparation-page',
    true,
  ),
  pub(
    '/surgery-preparation',
    'Surgery preparation',
    'Prepare General Surgery for MBBS exams, viva and NEET PG with AI tools.',
    'Subject preparation',
    'marketing/preparation-page',
    true,
  ),
  pub(
    '/pediatrics-preparation',
    'Pediatrics preparation',
    'Prepare Pediatrics for MBBS exams and NEET PG with AI tools.',
    'Subject preparation',
    'marketing/preparation-page',
    true,
  ),
  pub(
    '/neet-pg-preparation',
    'NEET PG preparation',
    'A NEET PG plan: high-yield topics, MCQs, revision tracking and AI tutoring.',
    'Exam preparation',
    'marketing/preparation-page',
    true,
  ),
  pub(
    '/inicet-preparation',
    'INICET preparation',
    'Prepare for INICET with AI tools, MCQs and revision tracking.',
    'Exam preparation',
    'marketing/preparation-page',
    true,
  ),
];
