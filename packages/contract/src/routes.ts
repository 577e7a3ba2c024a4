/**
 * The web app's route table as data (with the redirects of docs/product-rules.md, "Name and routes").
 * The router, the server's search metadata and the tests all read this one table.
 */
import { formatInr, PLANS } from './economy/table.ts';
import { PRODUCT_NAME, PRODUCT_SLUG } from './product.ts';

export type RouteAccess = 'public' | 'signedIn';

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  access: RouteAccess;
  /** Page title without the product suffix. */
  title: string;
  description: string;
  /** The feature this page belongs to; names the placeholder until the feature is built. */
  feature: string;
  /** Listed by the spec among the pages with their own search-engine metadata. */
  seo?: boolean;
  /** Only admins may open it; anyone else sees the 403 page (the server refuses their calls too). */
  adminOnly?: boolean;
  /**
   * The page this route shows, as `feature/file` for `apps/web/src/features/{feature}/pages/{file}.tsx`
   * (one lazy chunk per file). Without it the route shows the shared "coming soon" page. Adding a
   * page is this one entry: the web registry, the server's modulepreload links and the economy's
   * chunk all read it (apps/web/src/app/routes/page-files.ts).
   */
  page?: string;
}

export interface RouteRedirect {
  from: string;
  to: string;
}

const p = PRODUCT_SLUG;

/** Paths written once so that links elsewhere in the app cannot drift. */
export const paths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  oauthComplete: '/oauth-complete',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The emailed verification link opens this page with `?token=`. */
  verifyEmail: '/verify-email',
  removeDevice: '/remove-device',
  paymentStatus: '/payment-status',
  featuresAndBlog: `/${p}featuresandblog`,
  predictionBlog: '/neet-pg-prediction-blog',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  pricing: '/pricing-plan',
  dashboard: '/dashboard',
  /** The Practice tab: MCQ practice, tests, the mistakes deck and analysis (decision 118). */
  practice: '/practice',
  /** The Revise tab: the revision tracker, the planners and the library (decision 118). */
  revise: '/revise',
  /** The More tab: notes, Medstagram, the profile and everything else (decision 118). */
  more: '/more',
  mcqPractice: '/mcqsolving',
  test: '/test',
  /** Grand tests: the list, and one test's result and leaderboard (`?id=`). */
  grandTests: '/grand-tests',
  grandTestResult: '/grand-tests/result',
  adminGrandTests: '/admin/grand-tests',
  subjectAnalysis: '/subject-analysis',
  userAnalytics: '/user-analytics',
  smartRevisionTracker: '/smart-revision-tracker',
  /** Flashcards (issue 34): the decks and settings, and the review screen. */
  flashcards: '/flashcards',
  flashcardsReview: '/flashcards/review',
  topicTracker: '/topic-tracker',
  studyPlans: '/study-plans',
  formulaStudyPlanner: '/formulastudyplanner',
  studyPlanner: '/study-planner',
  myNotes: '/my-notes',
  googleDriveImport: '/google-drive-import',
  offlineNotes: '/offline-notes',
  appDiagnostics: '/app-diagnostic',
  medstagram: '/medstagram',
  userProfile: '/user-profile',
  manageDevices: '/manage-devices',
  profileSystem: `/${p}-profile-system`,
  pearls: `/${p}-pearls`,
  mindmapGenerator: '/mindmap-generator',
  apiDocumentation: '/api-documentation',
  helpGuide: '/app-help-guide',
  newAiStudyTools: '/new-ai-study-tools',
  wardDx: '/warddx-clinical-reasoning',
  neuroCaseAi: '/neurocase-ai',
  gastroCaseAi: '/gastrocase-ai',
  mindMapperAi: '/medical-mindmap-ai',
  imageAnalysis: '/image-analysis',
  medCoinsStore: '/medcoinsstore',
  xpDetails: '/xp-details',
  subscription: '/subscription',
  checkout: '/checkout',
  leaderboard: '/leaderboard',
  referral: '/referral',
  medCoinsTracking: '/med-coins-tracking',
  transactionHistory: '/transaction-history',
  xpTracking: '/xp-tracking',
  taskTracking: '/comprehensive-task-tracking',
  coinAnalytics: '/med-coins-task-analytics',
  library: '/library',
  librarySubject: '/library/:subjectId',
  librarySubtopic: '/library/subtopic/:subtopicId',
  adminLibraryReports: '/admin/library-reports',
  adminLibraryImport: '/admin/library-import',
  goldenMedStore: '/golden-med-store',
  adminCustomerPdfs: '/admin/customer-pdfs',
  adminSheetsSync: '/admin/sheets-sync',
  adminConsole: '/admin',
} as const;

export const librarySubjectPage = (subjectId: string) => `/library/${encodeURIComponent(subjectId)}`;
export const librarySubtopicPage = (subtopicId: string) => `/library/subtopic/${encodeURIComponent(subtopicId)}`;

const pub = (path: string, title: string, description: string, feature: string, seo = false): AppRoute => ({
  path,
  access: 'public',
  title,
  description,
  feature,
  seo,
});
const app = (path: string, title: string, description: string, feature: string, seo = false): AppRoute => ({
  path,
  access: 'signedIn',
  title,
  description,
  feature,
  seo,
});

export const APP_ROUTES: readonly AppRoute[] = [
  // Public
  // A visitor's landing page; a signed-in student gets the dashboard here (routes/view.ts, decision 120).
  {
    ...pub(
      '/',
      'MCQs, tests and revision for NEET PG, INICET and FMGE',
      `${PRODUCT_NAME}: MCQ practice and timed tests in each exam's pattern, revision on a schedule, notes and a 24x7 tutor for NEET PG, INICET, FMGE and MBBS exams.`,
      'Sign in',
      true,
    ),
    page: 'marketing/landing-page',
  },
  {
    ...pub(
      '/login',
      'Sign in',
      `Sign in to ${PRODUCT_NAME}, the exam-preparation app for MBBS, NEET PG, INICET and FMGE.`,
      'Sign in',
      true,
    ),
    page: 'auth/login-page',
  },
  {
    ...pub(
      '/signup',
      'Create your account',
      `Create a free ${PRODUCT_NAME} account and get 250 Med Coins to start.`,
      'Sign up',
    ),
    page: 'auth/login-page',
  },
  {
    ...pub('/oauth-complete', 'Completing sign in', 'Finishing your Google sign-in.', 'Google sign-in'),
    page: 'auth/oauth-complete-page',
  },
  {
    ...pub(
      '/forgot-password',
      'Forgot password',
      'Get a link to set a new password for your account.',
      'Password reset',
    ),
    page: 'auth/forgot-password-page',
  },
  {
    ...pub('/reset-password', 'Set a new password', 'Choose a new password for your account.', 'Password reset'),
    page: 'auth/reset-password-page',
  },
  {
    ...pub('/verify-email', 'Verify your email', 'Confirm the email address of your account.', 'Email verification'),
    page: 'auth/verify-email-page',
  },
  {
    ...pub(
      '/remove-device',
      'Manage my devices',
      'Remove a device from your account to sign in on a new one.',
      'Device management',
    ),
    page: 'auth/remove-device-page',
  },
  {
    ...pub('/payment-status', 'Payment status', 'The result of your MedSutra payment.', 'Payments'),
    page: 'payments/payment-status-page',
  },
  {
    ...pub(
      `/${p}featuresandblog`,
      'Features and blog',
      `Everything ${PRODUCT_NAME} does for your MBBS, NEET PG, INICET and FMGE preparation.`,
      'Features and blog',
      true,
    ),
    page: 'marketing/features-and-blog-page',
  },
  {
    ...pub(
      '/neet-pg-prediction-blog',
      'NEET PG topic prediction',
      'How MedSutra predicts high-yield NEET PG topics from previous-year question analysis.',
      'Prediction blog',
      true,
    ),
    page: 'marketing/prediction-blog-page',
  },
  {
    ...pub('/about-us', 'About us', `Who builds ${PRODUCT_NAME} and why.`, 'About us'),
    page: 'marketing/about-us-page',
  },
  {
    ...pub('/contact-us', 'Contact us', `Write to the ${PRODUCT_NAME} team.`, 'Contact us'),
    page: 'marketing/contact-us-page',
  },
  {
    ...pub('/terms-conditions', 'Terms and conditions', `The terms for using ${PRODUCT_NAME}.`, 'Terms'),
    page: 'marketing/terms-page',
  },
  {
    ...pub(
      '/privacy-policy',
      'Privacy policy',
      `How ${PRODUCT_NAME} handles your personal data under India's DPDP Act 2023.`,
      'Privacy',
    ),
    page: 'marketing/privacy-page',
  },
  {
    ...pub('/refund-policy', 'Refund policy', `When and how ${PRODUCT_NAME} refunds a payment.`, 'Refunds'),
    page: 'marketing/refund-page',
  },
  {
    ...pub(
      '/pricing-plan',
      'Plans and pricing',
      `Free, ${PLANS.filter((plan) => plan.monthlyPriceInr > 0)
        .map((plan) => `${plan.name} at ${formatInr(plan.monthlyPriceInr)} a month`)
        .join(' and ')}, and Med Coin packs.`,
      'Plans',
    ),
    page: 'marketing/pricing-page',
  },
  {
    ...pub(
      '/neuro-case-ai/*',
      'NeuroCase AI',
      'Practise neurology cases from the library, marked against each case’s rubric.',
      'NeuroCase AI',
    ),
    page: 'marketing/neuro-case-ai-landing-page',
  },
  {
    ...pub(
      '/neuro-case-ai',
      'NeuroCase AI',
      'Practise neurology cases from the library, marked against each case’s rubric.',
      'NeuroCase AI',
    ),
    page: 'marketing/neuro-case-ai-landing-page',
  },
  {
    ...pub(
      '/medicine-preparation',
      'Medicine preparation',
      'Prepare General Medicine for MBBS professional exams and NEET PG with AI cases, notes and MCQs.',
      'Subject preparation',
      true,
    ),
    page: 'marketing/preparation-page',
  },
  {
    ...pub(
      '/surgery-preparation',
      'Surgery preparation',
      'Prepare General Surgery for MBBS exams, viva and NEET PG with AI tools.',
      'Subject preparation',
      true,
    ),
    page: 'marketing/preparation-page',
  },
  {
    ...pub(
      '/pediatrics-preparation',
      'Pediatrics preparation',
      'Prepare Pediatrics for MBBS exams and NEET PG with AI tools.',
      'Subject preparation',
      true,
    ),
    page: 'marketing/preparation-page',
  },
  {
    ...pub(
      '/neet-pg-preparation',
      'NEET PG preparation',
      'A NEET PG plan: high-yield topics, MCQs, revision tracking and AI tutoring.',
      'Exam preparation',
      true,
    ),
    page: 'marketing/preparation-page',
  },
  {
    ...pub(
      '/inicet-preparation',
      'INICET preparation',
      'Prepare for INICET with AI tools, MCQs and revision tracking.',
      'Exam preparation',
      true,
    ),
    page: 'marketing/preparation-page',
  },

  // Signed in
  {
    ...app('/dashboard', 'Dashboard', 'What to do today, then your balances, level and streak.', 'Dashboard', true),
    page: 'dashboard/dashboard-page',
  },
  {
    ...app(
      '/practice',
      'Practice',
      'MCQ practice, timed tests, your mistakes deck and where you are weak.',
      'Practice',
    ),
    page: 'hubs/practice-hub-page',
  },
  {
    ...app('/revise', 'Revise', 'What is due for revision today, your study plan and the library.', 'Revise'),
    page: 'hubs/revise-hub-page',
  },
  {
    ...app('/more', 'More', 'Your notes, Medstagram, your profile, the leaderboard and the rest of MedSutra.', 'More'),
    page: 'hubs/more-page',
  },
  { ...app('/test', 'Test', 'Practice test.', 'Practice tests'), page: 'mcq/test-page' },
  {
    ...app(
      '/grand-tests',
      'Grand tests',
      'Full-length papers everyone sits in the same window, with an all-India rank.',
      'Grand tests',
    ),
    page: 'grand-tests/grand-tests-page',
  },
  {
    ...app(
      '/grand-tests/result',
      'Grand test result',
      'Your score, rank and percentile in a grand test.',
      'Grand tests',
    ),
    page: 'grand-tests/grand-test-result-page',
  },
  { ...app('/my-notes', 'My notes', 'Your notes and purchased PDFs.', 'Notes', true), page: 'notes/notes-page' },
  { ...app('/notes', 'Notes', 'Browse notes.', 'Notes'), page: 'notes/notes-page' },
  {
    ...app(
      '/medstagram',
      'Medstagram',
      'The study feed where students share mindmaps, notes and pearls.',
      'Medstagram',
      true,
    ),
    page: 'medstagram/medstagram-page',
  },
  {
    ...app('/medstagram/user/:email', 'Medstagram profile', "One student's Medstagram posts.", 'Medstagram'),
    page: 'medstagram/medstagram-user-page',
  },
  {
    ...app('/leaderboard', 'Leaderboard', 'Weekly and all-time XP leaderboard.', 'Leaderboard'),
    page: 'economy/leaderboard-page',
  },
  {
    ...app('/sellnotes', 'Sell notes', 'Sell your notes in the marketplace.', 'Notes marketplace'),
    page: 'stores/sellnotes-page',
  },
  { ...app('/mcqsolving', 'MCQ practice', 'Solve MCQs by subject.', 'MCQ practice'), page: 'mcq/practice-page' },
  {
    ...app('/dynamic-plan/:planId', 'Study plan', 'A dynamic study plan.', 'Study planner'),
    page: 'study-plans/dynamic-plan-page',
  },
  {
    ...app('/data-import', 'Data import', 'Import your notes and pearls from a file.', 'Data import'),
    page: 'notes/notes-page',
  },
  {
    ...app('/google-drive-import', 'Google Drive import', 'Import PDFs from your Google Drive.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/google-drive-setup', 'Google Drive setup', 'Connect Google Drive.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/google-drive-sync', 'Google Drive sync', 'Re-import the Drive PDFs that changed.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/quick-drive-setup', 'Quick Drive setup', 'Connect Google Drive quickly.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/simple-auth', 'Drive authorisation', 'Authorise Google Drive access.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  { ...app('/direct-sync', 'Direct sync', 'Sync notes directly.', 'Google Drive'), page: 'google-drive/drive-page' },
  { ...app('/import-notes', 'Import notes', 'Import notes into your library.', 'Notes'), page: 'notes/notes-page' },
  { ...app('/upload-pdfs', 'Upload PDFs', 'Upload PDFs to your notes.', 'Notes'), page: 'notes/notes-page' },
  {
    ...app('/user-analytics', 'Your analytics', 'Your study analytics.', 'Analytics'),
    page: 'mcq/user-analytics-page',
  },
  {
    ...app('/golden-med-store', 'Golden Med Store', 'Premium study material.', 'Store'),
    page: 'golden-store/golden-store-page',
  },
  {
    ...app('/medcoinsstore', 'Med Coins store', 'Buy Med Coin packs.', 'Med Coins store'),
    page: 'payments/coin-store-page',
  },
  { ...app('/stores', 'Stores', 'Notes stores.', 'Notes marketplace'), page: 'stores/my-store-page' },
  {
    ...app('/stores/upload', 'Upload to store', 'Upload notes to sell.', 'Notes marketplace'),
    page: 'stores/upload-page',
  },
  {
    ...app('/stores/browse', 'Browse stores', 'Browse notes for sale.', 'Notes marketplace'),
    page: 'stores/browse-page',
  },
  {
    ...app('/stores/admin', 'Stores admin', 'Review store listings.', 'Notes marketplace'),
    adminOnly: true,
    page: 'stores/admin-page',
  },
  {
    ...app(`/${p}-pearls`, `${PRODUCT_NAME} Pearls`, 'High-yield pearls shared by students.', 'Pearls'),
    page: 'pearls/pearls-page',
  },
  {
    ...app('/med-coins-tracking', 'Med Coins tracking', 'Every Med Coin you earned and spent.', 'Economy'),
    page: 'economy/med-coins-tracking-page',
  },
  {
    ...app('/transaction-history', 'Transaction history', 'Your payments and coin transactions.', 'Economy'),
    page: 'economy/transaction-history-page',
  },
  {
    ...app('/referral', 'Refer a friend', 'Your referral code and rewards.', 'Referrals'),
    page: 'economy/referral-page',
  },
  {
    ...app(`/${p}-profile-system`, 'Profile level system', 'Levels, bonuses and how to earn XP.', 'Levels'),
    page: 'economy/profile-system-page',
  },
  { ...app('/xp-tracking', 'XP tracking', 'Every XP point you earned.', 'Economy'), page: 'economy/xp-tracking-page' },
  {
    ...app('/comprehensive-task-tracking', 'Task tracking', 'Tasks that earn XP and coins.', 'Economy'),
    page: 'economy/task-tracking-page',
  },
  {
    ...app('/med-coins-task-analytics', 'Med Coins analytics', 'Coins spent and earned by task.', 'Economy'),
    page: 'economy/coin-analytics-page',
  },
  { ...app('/xp-details', 'XP details', 'How XP and levels work.', 'Levels'), page: 'economy/xp-details-page' },
  {
    ...app(
      '/new-ai-study-tools',
      'AI study tools',
      'Every AI study tool, its cost and whether it is open yet.',
      'AI tools hub',
    ),
    page: 'ai-tools/ai-tools-hub-page',
  },
  { ...app('/checkout', 'Checkout', 'Pay for a plan or a coin pack.', 'Payments'), page: 'payments/checkout-page' },
  {
    ...app('/user-profile', 'Your profile', 'Your account, plan and settings.', 'Profile'),
    page: 'profile/profile-page',
  },
  {
    ...app('/manage-devices', 'Manage devices', 'Your devices and active sessions.', 'Device management'),
    page: 'auth/manage-devices-page',
  },
  {
    ...app('/app-help-guide', 'App Tutorial & Help Guide', 'How every part of the app works.', 'Help guide'),
    page: 'help/help-guide-page',
  },
  {
    ...app('/subject-analysis', 'Subject analysis', 'Your strengths by subject.', 'Subject analysis'),
    page: 'mcq/subject-analysis-page',
  },
  {
    ...app('/analysis/:subject', 'Subject analysis', 'Your progress in one subject.', 'Subject analysis'),
    page: 'mcq/subject-detail-page',
  },
  {
    ...app('/formulastudyplanner', 'Formula study planner', 'A study plan built from a formula.', 'Study planner'),
    page: 'study-plans/formula-study-planner-page',
  },
  {
    ...app('/scheduleviewpage', 'Schedule', 'Your study schedule.', 'Study planner'),
    page: 'study-plans/schedule-view-page',
  },
  {
    ...app('/study-plan/:planId', 'Study plan', 'A study plan.', 'Study planner'),
    page: 'study-plans/study-plan-page',
  },
  { ...app('/study-plans', 'Study plans', 'Your study plans.', 'Study planner'), page: 'study-plans/study-plans-page' },
  {
    ...app('/dynamicdaywisestudy', 'Day-wise study', 'Day-wise study schedule.', 'Study planner'),
    page: 'study-plans/day-wise-study-page',
  },
  {
    ...app('/dynamic-slot-schedule/:scheduleId', 'Slot schedule', 'A slot-wise schedule.', 'Study planner'),
    page: 'study-plans/slot-schedule-page',
  },
  {
    ...app('/premium-chat', 'Premium chat', 'Premium AI tutor chat.', 'Premium chat'),
    page: 'tutor/premium-chat-page',
  },
  {
    ...app('/medai-study-tool', 'MedAI study tool', 'The AI study tool.', 'AI study tools'),
    page: 'tutor/study-tool-page',
  },
  { ...app('/pdf-viewer/:type/:pdfId', 'PDF viewer', 'Read a PDF.', 'PDF viewer'), page: 'notes/notes-page' },
  { ...app('/simple-pdf-viewer/:type/:pdfId', 'PDF viewer', 'Read a PDF.', 'PDF viewer'), page: 'notes/notes-page' },
  { ...app('/virtual-pdf-test', 'PDF test', 'PDF viewer test.', 'PDF viewer'), page: 'notes/notes-page' },
  {
    ...app('/concept-mapper', 'Concept mapper', 'Build concept maps with AI.', 'Concept maker', true),
    page: 'cases/concept-mapper-page',
  },
  {
    ...app(
      '/api-documentation',
      'API documentation',
      'Documentation for the AI services the app uses.',
      'Documentation hub',
    ),
    page: 'documentation/api-documentation-page',
  },
  {
    ...app('/medical-mindmap-ai', 'Mind Mapper AI', 'Mindmaps for medical topics.', 'Mindmaps'),
    page: 'mindmaps/mindmap-generator-page',
  },
  {
    ...app('/mindmap-generator', 'Mindmap generator', 'Generate a mindmap for any medical topic.', 'Mindmaps'),
    page: 'mindmaps/mindmap-generator-page',
  },
  {
    ...app('/case-generator', 'Advanced case generator', 'Generate clinical cases.', 'Advanced case generator'),
    page: 'cases/case-generator-page',
  },
  {
    ...app('/research-assistant', 'Research assistant', 'An AI research assistant.', 'Research assistant'),
    page: 'cases/research-assistant-page',
  },
  {
    ...app('/study-planner', 'Study planner', 'Plan your study with AI.', 'Study planner', true),
    page: 'study-plans/study-planner-page',
  },
  {
    ...app('/practical-exam-simulator', 'Practical exam simulator', 'Rehearse practical exams.', 'Exam simulator'),
    page: 'cases/viva-page',
  },
  {
    ...app(
      '/live-clinical-rounds',
      'Live clinical rounds',
      'Clinical rounds with an AI consultant.',
      'Clinical rounds',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/live-clinical-rounds-original',
      'Live clinical rounds (classic)',
      'The classic clinical rounds.',
      'Clinical rounds',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/clinical-rounds-simulator', 'Clinical rounds simulator', 'Simulated clinical rounds.', 'Clinical rounds'),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/image-analysis', 'Image analysis', 'Analyse clinical images with AI.', 'Image analyser'),
    page: 'cases/image-analysis-page',
  },
  {
    ...app(
      '/warddx-clinical-reasoning',
      'Ward DX clinical reasoning',
      'Clinical reasoning practice on ward cases.',
      'Ward DX',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/neurocase-ai',
      'NeuroCase AI',
      'Neurology cases from the library, marked against each case’s rubric.',
      'NeuroCase AI',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/gastrocase-ai',
      'GastroCase AI',
      'Gastroenterology cases from the library, marked against each case’s rubric.',
      'GastroCase AI',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/augchatbase', 'AI tutor chat', 'Your 24x7 AI medical tutor.', 'AI tutor chat', true),
    page: 'tutor/tutor-page',
  },
  { ...app('/chatbase-test', 'Chat test', 'AI chat test page.', 'AI tutor chat'), page: 'tutor/chatbase-test-page' },
  {
    ...app('/chatbase-contacts', 'Chat contacts', 'Your chat contacts.', 'AI tutor chat'),
    page: 'tutor/chatbase-contacts-page',
  },
  {
    ...app('/app-diagnostic', 'App diagnostics', 'Checks on your device and connection.', 'Diagnostics'),
    page: 'diagnostics/app-diagnostics-page',
  },
  {
    ...app(
      '/smart-revision-tracker',
      'Smart revision tracker',
      'Track revision of all 745 subtopics.',
      'Revision tracker',
    ),
    page: 'revision/smart-revision-tracker-page',
  },
  {
    ...app(
      '/flashcards',
      'Flashcards',
      'Cards from the library, from your mistakes and your own, on one schedule that knows your exam date.',
      'Flashcards',
    ),
    page: 'flashcards/flashcards-page',
  },
  {
    ...app('/flashcards/review', 'Review flashcards', 'The cards due now, one at a time.', 'Flashcards'),
    page: 'flashcards/flashcard-review-page',
  },
  {
    ...app('/topic-tracker', 'Topic tracker', 'Track topics you have covered.', 'Revision tracker'),
    page: 'revision/topic-tracker-page',
  },
  { ...app('/create-pearl', 'Create a pearl', 'Write a high-yield pearl.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/view-pearl', 'Pearl', 'Read a pearl.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/full-page-pearl', 'Pearl', 'Read a pearl full page.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/pearls-list', 'Pearls', 'All pearls.', 'Pearls'), page: 'pearls/pearls-page' },
  {
    ...app('/offline-notes', 'Offline notes', 'Notes you downloaded to read offline.', 'Offline notes'),
    page: 'offline/offline-notes-page',
  },
  {
    ...app(
      '/library',
      'Medical library',
      'The NEET PG syllabus: 19 subjects, 745 subtopics, notes and questions.',
      'Library',
    ),
    page: 'library/library-page',
  },
  {
    ...app('/library/:subjectId', 'Library subject', "A subject's topics and subtopics.", 'Library'),
    page: 'library/library-subject-page',
  },
  {
    ...app(
      '/library/subtopic/:subtopicId',
      'Library subtopic',
      "A subtopic's high-yield points and references.",
      'Library',
    ),
    page: 'library/library-subtopic-page',
  },
  {
    ...app('/admin/library-reports', 'Library reports', 'Admin: errors students reported in the library.', 'Library'),
    page: 'library/admin-library-reports-page',
    adminOnly: true,
  },
  {
    ...app('/admin/grand-tests', 'Grand tests admin', 'Admin: create, preview and publish grand tests.', 'Grand tests'),
    page: 'grand-tests/admin-grand-tests-page',
    adminOnly: true,
  },
  {
    ...app('/admin/library-import', 'Library import', "Admin: import an institution's licensed content.", 'Library'),
    page: 'library/admin-library-import-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin',
      'Admin console',
      'Admin: users, moderation, library reports, refunds and the audit log.',
      'Admin console',
    ),
    page: 'admin/admin-console-page',
    adminOnly: true,
  },
  {
    ...app('/admin/users', 'Users', 'Admin: find a student by email, name or handle.', 'Admin console'),
    page: 'admin/admin-users-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin/users/:userId',
      'User',
      "Admin: a student's plan, balances, devices, sessions and role.",
      'Admin console',
    ),
    page: 'admin/admin-user-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin/moderation',
      'Moderation queue',
      'Admin: reported posts, comments, users and listings.',
      'Admin console',
    ),
    page: 'admin/admin-moderation-page',
    adminOnly: true,
  },
  {
    ...app('/admin/audit-log', 'Audit log', 'Admin: every admin action, with who and when.', 'Admin console'),
    page: 'admin/admin-audit-log-page',
    adminOnly: true,
  },
  {
    ...app('/admin/customer-pdfs', 'Customer PDFs', 'Admin: customer PDFs.', 'Admin'),
    page: 'golden-store/admin-customer-pdfs-page',
    adminOnly: true,
  },
  {
    ...app('/admin/sheets-sync', 'Sheets sync', 'Admin: sheets sync.', 'Admin'),
    page: 'golden-store/admin-sheets-sync-page',
    adminOnly: true,
  },
];

/** Paths named twice: the first spelling is canonical (docs/product-rules.md). Query strings are kept. */
export const ROUTE_REDIRECTS: readonly RouteRedirect[] = [
  { from: '/mynotes', to: '/my-notes' },
  { from: '/image-analyser', to: '/image-analysis' },
  { from: '/formula-study-planner', to: '/formulastudyplanner' },
  { from: '/schedule-view', to: '/scheduleviewpage' },
  { from: '/app-diagnostics', to: '/app-diagnostic' },
  { from: '/ward-dx', to: '/warddx-clinical-reasoning' },
  { from: '/warddx', to: '/warddx-clinical-reasoning' },
  { from: '/xp-details-page', to: '/xp-details' },
  { from: '/updated-ai-study-tools', to: '/new-ai-study-tools' },
  { from: '/neurocaseai', to: '/neurocase-ai' },
  { from: '/gastrocaseai', to: '/gastrocase-ai' },
  { from: '/neurocase', to: '/neurocase-ai' },
  { from: '/subscription', to: '/pricing-plan' },
  { from: `/${p}-subscription`, to: '/pricing-plan' },
  { from: '/enhanced-subscription', to: '/pricing-plan' },
];

/** Redirect sources that the spec lists among pages with their own search metadata. */
export const SEO_REDIRECT_PATHS: readonly string[] = ['/neurocaseai', '/gastrocaseai', '/warddx', '/subscription'];

/** `/asha@example.cominsights`: a single segment made of an email followed by `insights`. */
const INSIGHTS_SEGMENT = /^\/([^/\s@]+@[^/\s@]+\.[^/\s@]+?)insights$/i;

export function insightsEmailFromPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = INSIGHTS_SEGMENT.exec(decoded);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export const INSIGHTS_ROUTE: AppRoute = {
  ...app('/:emailinsights', 'Insights', 'Your study insights.', 'Insights'),
  page: 'insights/insights-page',
};

function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** The route a pathname shows, the insights catch-all last; null for an unknown path. */
export function findRoute(pathname: string): AppRoute | null {
  const exact = APP_ROUTES.find(
    (route) => !route.path.includes(':') && !route.path.endsWith('/*') && route.path === pathname,
  );
  if (exact) return exact;
  const patterned = APP_ROUTES.find((route) => matchesPattern(route.path, pathname));
  if (patterned) return patterned;
  return insightsEmailFromPath(pathname) ? INSIGHTS_ROUTE : null;
}

export function findRedirect(pathname: string): RouteRedirect | null {
  return ROUTE_REDIRECTS.find((redirect) => redirect.from === pathname) ?? null;
}

export function pageTitle(route: Pick<AppRoute, 'title'>): string {
  return `${route.title} | ${PRODUCT_NAME}`;
}
