/**
 * The help guide (/app-help-guide) and the FAQ overlay, as data: one set of sections shared by
 * both, the one map from the screen names the answers mention to their routes, and the overlay's
 * quick links. Answers are bullet lists; `**bold**` marks bold text and `{Screen Name}` marks a
 * screen, which the page shows as its name and a button to it.
 */
import { COMING_SOON_LABEL, featureForPath, featureNamed } from '../features/table.ts';
import { PRODUCT_NAME, PRODUCT_SLUG } from '../product.ts';
import { paths } from '../routes.ts';
import { ECONOMY_HELP_SECTIONS } from './economy-sections.ts';
import { GUIDE_SECTIONS, SUPPORT_SECTION } from './guide-sections.ts';

export type HelpIcon =
  | 'rocket'
  | 'shield'
  | 'sparkles'
  | 'calendar'
  | 'notebook'
  | 'users'
  | 'coins'
  | 'crown'
  | 'life-buoy';

/** A FAQ question: `answer` is a list of bullets. */
export interface HelpQuestion {
  id: string;
  question: string;
  answer: readonly string[];
  /** The route table's features this answer explains (checked by the contract test). */
  features?: readonly string[];
}

/** A FAQ category, which the guide shows as an accordion section. */
export interface HelpSection {
  id: string;
  title: string;
  icon: HelpIcon;
  questions: readonly HelpQuestion[];
}

/** Every screen an answer may name, and where its button goes. The one place this mapping lives. */
export const HELP_SCREENS = {
  Dashboard: paths.dashboard,
  Practice: paths.practice,
  Revise: paths.revise,
  More: paths.more,
  'Dashboard Revision List': `${paths.dashboard}?autoOpenRevisionDropdown=true`,
  Profile: paths.userProfile,
  'Manage Devices': paths.manageDevices,
  'Remove Device': paths.removeDevice,
  'Forgot Password': paths.forgotPassword,
  'Offline Notes': paths.offlineNotes,
  'App Diagnostics': '/app-diagnostic',
  'AI Study Tools': paths.newAiStudyTools,
  'MedAI Study Tool': '/medai-study-tool',
  'AI Tutor Chat': '/augchatbase',
  'Chat Contacts': '/chatbase-contacts',
  'Premium Chat': '/premium-chat',
  'NeuroCase AI': paths.neuroCaseAi,
  'GastroCase AI': paths.gastroCaseAi,
  'Ward DX': paths.wardDx,
  'Case Generator': '/case-generator',
  'Research Assistant': '/research-assistant',
  'Live Clinical Rounds': '/live-clinical-rounds',
  'Clinical Rounds Simulator': '/clinical-rounds-simulator',
  'Practical Exam Simulator': '/practical-exam-simulator',
  'Image Analysis': paths.imageAnalysis,
  'Mindmap Generator': paths.mindmapGenerator,
  'Mind Mapper AI': paths.mindMapperAi,
  'Concept Mapper': '/concept-mapper',
  'Study Planner': '/study-planner',
  'Study Plans': '/study-plans',
  'Formula Study Planner': '/formulastudyplanner',
  Schedule: '/scheduleviewpage',
  'Day-wise Study': '/dynamicdaywisestudy',
  'MCQ Practice': '/mcqsolving',
  'Practice Test': '/test',
  'Smart Revision Tracker': '/smart-revision-tracker',
  'Topic Tracker': '/topic-tracker',
  'Your Analytics': '/user-analytics',
  'Subject Analysis': '/subject-analysis',
  'NEET PG Preparation': '/neet-pg-preparation',
  'INICET Preparation': '/inicet-preparation',
  'Medicine Preparation': '/medicine-preparation',
  'Surgery Preparation': '/surgery-preparation',
  'Pediatrics Preparation': '/pediatrics-preparation',
  'NEET PG Prediction Blog': paths.predictionBlog,
  'My Notes': paths.myNotes,
  Notes: '/notes',
  'Import Notes': '/import-notes',
  'Upload PDFs': '/upload-pdfs',
  'Data Import': '/data-import',
  'Google Drive Setup': '/google-drive-setup',
  'Quick Drive Setup': '/quick-drive-setup',
  'Drive Authorisation': '/simple-auth',
  'Google Drive Import': '/google-drive-import',
  'Google Drive Sync': '/google-drive-sync',
  'Direct Sync': '/direct-sync',
  'Sell Notes': '/sellnotes',
  Stores: '/stores',
  'Browse Stores': '/stores/browse',
  'Upload to Store': '/stores/upload',
  'Golden Med Store': '/golden-med-store',
  Medstagram: paths.medstagram,
  Pearls: paths.pearls,
  'Create Pearl': '/create-pearl',
  'Pearls List': '/pearls-list',
  'Full Page Pearl': '/full-page-pearl',
  Leaderboard: paths.leaderboard,
  'Refer a Friend': paths.referral,
  'Med Coins Tracking': '/med-coins-tracking',
  'Transaction History': '/transaction-history',
  'Med Coins Analytics': '/med-coins-task-analytics',
  'XP Details': paths.xpDetails,
  'XP Tracking': '/xp-tracking',
  'Task Tracking': '/comprehensive-task-tracking',
  'Level System': paths.profileSystem,
  'Med Coins Store': paths.medCoinsStore,
  'Plans & Pricing': paths.pricing,
  Checkout: paths.checkout,
  'Payment Status': paths.paymentStatus,
  'Refund Policy': paths.refund,
  'Privacy Policy': paths.privacy,
  Terms: paths.terms,
  'Contact Us': paths.contactUs,
  'About Us': paths.aboutUs,
  'Features & Blog': paths.featuresAndBlog,
  'Help Guide': paths.helpGuide,
  'API Documentation': paths.apiDocumentation,
} as const satisfies Record<string, string>;

export type HelpScreenName = keyof typeof HELP_SCREENS;

/** The FAQ overlay's quick links: the main pages, each in the route table. */
export const FAQ_QUICK_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Profile', to: paths.userProfile },
  { label: `${PRODUCT_NAME} Pearls`, to: paths.pearls },
  { label: 'My Notes', to: '/mynotes' },
  { label: 'Medstagram', to: paths.medstagram },
  { label: 'Level System', to: `/${PRODUCT_SLUG}-profile-system` },
  { label: 'Leaderboard', to: paths.leaderboard },
  { label: 'Med Coins Tracking', to: '/med-coins-tracking' },
  { label: 'XP Details', to: '/xp-details-page' },
  { label: 'Refer a Friend', to: paths.referral },
  { label: 'Med Coins Store', to: paths.medCoinsStore },
  { label: 'MedAI Study Tool', to: '/medai-study-tool' },
  { label: 'Create Pearl', to: '/create-pearl' },
  { label: 'AI Tutor Chat', to: '/augchatbase' },
  { label: 'Pearls List', to: '/pearls-list' },
  { label: 'View Pearl', to: '/view-pearl' },
  { label: 'Concept Mapper', to: '/concept-mapper' },
  { label: 'MCQ Practice', to: '/mcqsolving' },
  { label: 'Study Planner', to: '/study-planner' },
  { label: 'Formula Study Planner', to: '/formulastudyplanner' },
  { label: 'Revision List', to: `${paths.dashboard}?autoOpenRevisionDropdown=true` },
  { label: 'Plans & Pricing', to: paths.pricing },
  { label: 'Checkout', to: paths.checkout },
  { label: 'My Analytics', to: '/user-analytics' },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'About Us', to: paths.aboutUs },
];

export type HelpSegment = { kind: 'text' | 'bold'; text: string } | { kind: 'screen'; text: HelpScreenName | string };

const MARKUP = /\*\*(.+?)\*\*|\{([^{}]+)\}/g;

/** Splits one bullet into plain text, bold text and screen names. */
export function parseHelpText(line: string): HelpSegment[] {
  const segments: HelpSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKUP)) {
    if (match.index > last) segments.push({ kind: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) segments.push({ kind: 'bold', text: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'screen', text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  return segments;
}

function isHelpScreen(name: string): name is HelpScreenName {
  return Object.hasOwn(HELP_SCREENS, name);
}

/** The screens an answer names, once each, in order, with their routes. */
export function screensInAnswer(answer: readonly string[]): { name: HelpScreenName; to: string }[] {
  const names = new Set<HelpScreenName>();
  for (const line of answer) {
    for (const segment of parseHelpText(line)) {
      if (segment.kind === 'screen' && isHelpScreen(segment.text)) names.add(segment.text);
    }
  }
  return [...names].map((name) => ({ name, to: HELP_SCREENS[name] }));
}

/** A bullet without its markers, as a person reads it. */
export function helpPlainText(line: string): string {
  return parseHelpText(line)
    .map((segment) => segment.text)
    .join('');
}

/**
 * The features an answer explains that are not built yet: those it lists and those of the
 * screens it links. Read from the feature table, so an answer turns live when its feature does.
 */
export function unavailableFeaturesOf(question: Pick<HelpQuestion, 'answer' | 'features'>): string[] {
  const named = (question.features ?? []).map((name) => featureNamed(name));
  const linked = screensInAnswer(question.answer).map((screen) => featureForPath(screen.to));
  const names = [...named, ...linked].flatMap((feature) => (feature && !feature.available ? [feature.name] : []));
  return [...new Set(names)];
}

/** An answer about a feature that is not built yet opens by saying so, never as if it were live. */
function withAvailability(question: HelpQuestion): HelpQuestion {
  const missing = unavailableFeaturesOf(question);
  if (missing.length === 0) return question;
  const list = missing.join(', ');
  const notice = `**${COMING_SOON_LABEL}:** ${list} ${missing.length === 1 ? 'is' : 'are'} not open yet. This is how ${missing.length === 1 ? 'it' : 'they'} will work.`;
  return { ...question, answer: [notice, ...question.answer] };
}

/** The guide's sections, in order; the FAQ overlay shows the same categories. */
export const HELP_SECTIONS: readonly HelpSection[] = [...GUIDE_SECTIONS, ...ECONOMY_HELP_SECTIONS, SUPPORT_SECTION].map(
  (section) => ({ ...section, questions: section.questions.map(withAvailability) }),
);
