/**
 * What exists: every feature the route table names, whether it works today, what it costs and
 * which plan opens it. The AI tools hub, the dashboard tiles, the drawer, the tabs, the pricing
 * plans, the plan receipt, the help guide and the "coming soon" page all read this one table, so
 * nothing in the app describes a feature as included before `available` says it is.
 *
 * A feature's `name` is the route table's `feature` string (routes.ts), so a route finds its
 * feature without a second mapping. Flip `available` in the change that makes a feature work.
 */
import { AI_TOOL_COSTS, type AiToolKey, type PremiumFeature } from '../economy/table.ts';
import { OPEN_FEATURES } from '../feature-availability.ts';
import { APP_ROUTES, findRoute } from '../routes.ts';

type FeatureKind = 'aiTool' | 'study' | 'notes' | 'community' | 'account' | 'public';
/** The cheapest plan that opens the feature. */
export type FeaturePlan = 'all' | 'premium' | 'premiumPlus';

export interface Feature {
  /** The route table's `feature` string. */
  name: string;
  kind: FeatureKind;
  /** One line a student reads on the hub, a tile or the pricing page. */
  summary: string;
  /** The page that opens it (a route table path). */
  path: string;
  plan: FeaturePlan;
  /** Med Coins a run costs (docs/product-rules.md); null when it costs nothing per use. */
  costCoins: number | null;
  /** True once the feature does its job (listed in feature-availability.ts); until then every page says "coming soon". */
  available: boolean;
  /** The plan table's premium feature this is, where there is one. */
  premiumFeature?: PremiumFeature;
  /** The economy table's AI tool this is, where it has its own row there. */
  aiToolKey?: AiToolKey;
}

const f = (feature: Omit<Feature, 'available'>): Feature => ({
  ...feature,
  available: OPEN_FEATURES.has(feature.name),
});

export const FEATURES: readonly Feature[] = [
  // AI tools
  f({
    name: 'AI tools hub',
    kind: 'account',
    summary: 'Every AI tool, its cost, its plan and whether it is open yet.',
    path: '/new-ai-study-tools',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Mindmaps',
    kind: 'aiTool',
    summary: 'A mindmap of any medical topic, with a PDF to revise from.',
    path: '/mindmap-generator',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.mindmap,
    aiToolKey: 'mindmap',
  }),
  f({
    name: 'AI tutor chat',
    kind: 'aiTool',
    summary: 'Ask a 24x7 tutor your doubts and get answers with their sources.',
    path: '/augchatbase',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'AI study tools',
    kind: 'aiTool',
    summary: 'Study modes: explain simply, quiz me, viva practice, compare two conditions.',
    path: '/medai-study-tool',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Premium chat',
    kind: 'aiTool',
    summary: 'The tutor with a higher daily limit, for the paid plans.',
    path: '/premium-chat',
    plan: 'premium',
    costCoins: null,
    premiumFeature: 'premiumChat',
  }),
  f({
    name: 'NeuroCase AI',
    kind: 'aiTool',
    summary: 'Work through neurology cases and be marked like a viva.',
    path: '/neurocase-ai',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.neuroCase,
    aiToolKey: 'neuroCase',
  }),
  f({
    name: 'GastroCase AI',
    kind: 'aiTool',
    summary: 'Work through gastroenterology cases and be marked.',
    path: '/gastrocase-ai',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.gastroCase,
    aiToolKey: 'gastroCase',
  }),
  f({
    name: 'Ward DX',
    kind: 'aiTool',
    summary: 'Clinical reasoning on ward cases: history, examination, investigations, diagnosis.',
    path: '/warddx-clinical-reasoning',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.wardDx,
    aiToolKey: 'wardDx',
  }),
  f({
    name: 'Clinical rounds',
    kind: 'aiTool',
    summary: 'Rounds with an AI consultant who asks what you would do next.',
    path: '/live-clinical-rounds',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.clinicalRounds,
    aiToolKey: 'clinicalRounds',
  }),
  f({
    name: 'Exam simulator',
    kind: 'aiTool',
    summary: 'Rehearse the practical exam and viva.',
    path: '/practical-exam-simulator',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.viva,
    aiToolKey: 'viva',
  }),
  f({
    name: 'Concept maker',
    kind: 'aiTool',
    summary: 'Link the concepts of a topic into a map.',
    path: '/concept-mapper',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.conceptMaker,
    aiToolKey: 'conceptMaker',
  }),
  f({
    name: 'Image analyser',
    kind: 'aiTool',
    summary: 'Ask about an X-ray, ECG, slide or clinical photo.',
    path: '/image-analysis',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.imageAnalyser,
    aiToolKey: 'imageAnalyser',
  }),
  f({
    name: 'Study planner',
    kind: 'aiTool',
    summary: 'A study plan from your exam date and your hours.',
    path: '/study-planner',
    plan: 'all',
    costCoins: AI_TOOL_COSTS.studyPlanner,
    aiToolKey: 'studyPlanner',
  }),
  f({
    name: 'Advanced case generator',
    kind: 'aiTool',
    summary: 'Generate a new clinical case on any topic.',
    path: '/case-generator',
    plan: 'premium',
    costCoins: AI_TOOL_COSTS.advancedCaseGenerator,
    premiumFeature: 'advancedCaseGenerator',
    aiToolKey: 'advancedCaseGenerator',
  }),
  f({
    name: 'Research assistant',
    kind: 'aiTool',
    summary: 'Answers from the library with their references, for deeper questions.',
    path: '/research-assistant',
    plan: 'premium',
    costCoins: AI_TOOL_COSTS.researchAssistant,
    premiumFeature: 'researchAssistant',
    aiToolKey: 'researchAssistant',
  }),

  // Study
  f({
    name: 'Library',
    kind: 'study',
    summary: 'The NEET PG syllabus: 19 subjects, 745 subtopics with high-yield notes and references.',
    path: '/library',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'MCQ practice',
    kind: 'study',
    summary: 'Questions by subject with explanations.',
    path: '/mcqsolving',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Practice tests',
    kind: 'study',
    summary: 'Full tests in the NEET PG, INICET and FMGE patterns.',
    path: '/test',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Grand tests',
    kind: 'study',
    summary: 'One paper for everyone in one window, with an all-India rank.',
    path: '/grand-tests',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Revision tracker',
    kind: 'study',
    summary: 'Every revision subtopic with what is due.',
    path: '/smart-revision-tracker',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Flashcards',
    kind: 'study',
    summary: 'Cards from the library, your mistakes and your own (Anki import too), reviewed offline on one schedule.',
    path: '/flashcards',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Subject analysis',
    kind: 'study',
    summary: 'Accuracy by subject and subtopic from your practice, weakest first.',
    path: '/subject-analysis',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Analytics',
    kind: 'study',
    summary: 'Week by week across subjects, your practice streak and readiness as a formula you can check.',
    path: '/user-analytics',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Insights',
    kind: 'study',
    summary: 'Your study insights.',
    path: '/:emailinsights',
    plan: 'all',
    costCoins: null,
  }),

  // Notes
  f({
    name: 'Notes',
    kind: 'notes',
    summary: 'Your notes and PDFs in one place.',
    path: '/my-notes',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Offline notes',
    kind: 'notes',
    summary: 'Notes you saved to read without a connection.',
    path: '/offline-notes',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'PDF viewer',
    kind: 'notes',
    summary: 'Read PDFs in the app.',
    path: '/pdf-viewer/:type/:pdfId',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Pearls',
    kind: 'notes',
    summary: 'Short high-yield facts you write and share.',
    path: '/medsutra-pearls',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Google Drive',
    kind: 'notes',
    summary: 'Bring your notes in from Google Drive.',
    path: '/google-drive-import',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Data import',
    kind: 'notes',
    summary: 'Import your notes and pearls from a MedSutra export, a CSV or Markdown files.',
    path: '/data-import',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Notes marketplace',
    kind: 'notes',
    summary: 'Sell your notes for Med Coins, buy other students’ notes.',
    path: '/stores/browse',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Store',
    kind: 'notes',
    summary: 'MedSutra’s own premium study material.',
    path: '/golden-med-store',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'NEET PG PDF decoding',
    kind: 'notes',
    summary: 'NEET PG papers decoded topic by topic.',
    path: '/golden-med-store',
    plan: 'premiumPlus',
    costCoins: null,
    premiumFeature: 'neetPgPdfDecoding',
  }),

  // Community
  f({
    name: 'Medstagram',
    kind: 'community',
    summary: 'The study feed: mindmaps students share.',
    path: '/medstagram',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Leaderboard',
    kind: 'community',
    summary: 'Weekly and all-time XP rankings.',
    path: '/leaderboard',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Referrals',
    kind: 'community',
    summary: 'Your referral code and rewards.',
    path: '/referral',
    plan: 'all',
    costCoins: null,
  }),

  // Account
  f({
    name: 'Dashboard',
    kind: 'account',
    summary: 'Home: what to do today, then balances, level, streak and tools.',
    path: '/dashboard',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Practice',
    kind: 'study',
    summary: 'The Practice tab: MCQ practice, timed tests, the mistakes deck and analysis.',
    path: '/practice',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Revise',
    kind: 'study',
    summary: 'The Revise tab: what is due today, the topic tracker, study plans and the library.',
    path: '/revise',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'More',
    kind: 'account',
    summary: 'The More tab: notes, Medstagram, your profile, the leaderboard, the stores and help.',
    path: '/more',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Profile',
    kind: 'account',
    summary: 'Your account, plan and data.',
    path: '/user-profile',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Device management',
    kind: 'account',
    summary: 'Your devices and active sessions.',
    path: '/manage-devices',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Economy',
    kind: 'account',
    summary: 'Every Med Coin and XP point you earned and spent.',
    path: '/med-coins-tracking',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Levels',
    kind: 'account',
    summary: 'Levels, bonuses and how to earn XP.',
    path: '/xp-details',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Med Coins store',
    kind: 'account',
    summary: 'Buy Med Coin packs.',
    path: '/medcoinsstore',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Payments',
    kind: 'account',
    summary: 'Pay for a plan or a coin pack.',
    path: '/checkout',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Priority support',
    kind: 'account',
    summary: 'Support replies in 12-24 hours.',
    path: '/contact-us',
    plan: 'premium',
    costCoins: null,
    premiumFeature: 'prioritySupport',
  }),
  f({
    name: 'Help guide',
    kind: 'account',
    summary: 'How every part of the app works.',
    path: '/app-help-guide',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Documentation hub',
    kind: 'account',
    summary: 'Documentation of the AI services the app uses.',
    path: '/api-documentation',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Diagnostics',
    kind: 'account',
    summary: 'Checks on your device and connection.',
    path: '/app-diagnostic',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Admin',
    kind: 'account',
    summary: 'Admin tools.',
    path: '/admin/customer-pdfs',
    plan: 'all',
    costCoins: null,
  }),
  f({
    name: 'Admin console',
    kind: 'account',
    summary: 'For the MedSutra team: users, moderation, library reports, refunds and the audit log.',
    path: '/admin',
    plan: 'all',
    costCoins: null,
  }),
];

const BY_NAME = new Map(FEATURES.map((feature) => [feature.name, feature]));

/** The feature of that name (a route's `feature`), or undefined for public pages and sign-in. */
export function featureNamed(name: string): Feature | undefined {
  return BY_NAME.get(name);
}

/** The feature a pathname opens; undefined for pages that are not a feature (sign-in, legal). */
export function featureForPath(pathname: string): Feature | undefined {
  const path = pathname.split('?')[0] ?? pathname;
  const route = findRoute(path);
  return route ? featureNamed(route.feature) : undefined;
}

export function aiToolAvailable(key: AiToolKey): boolean {
  return FEATURES.some((entry) => entry.aiToolKey === key && entry.available);
}

export function premiumFeatureAvailable(feature: PremiumFeature): boolean {
  return FEATURES.some((entry) => entry.premiumFeature === feature && entry.available);
}

export const AI_TOOL_FEATURES: readonly Feature[] = FEATURES.filter((feature) => feature.kind === 'aiTool');

/** Every signed-in route's feature, for the test that each one is in this table. */
export const SIGNED_IN_FEATURE_NAMES: readonly string[] = [
  ...new Set(APP_ROUTES.filter((route) => route.access === 'signedIn').map((route) => route.feature)),
];

export { COMING_SOON_LABEL } from '../feature-availability.ts';
