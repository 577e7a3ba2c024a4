/**
 * The app shell's parts that open on demand: the menu drawer, its "Add Widgets" dialog and the
 * "coming soon" page. Kept out of messages.ts, which every page's first load carries, because
 * each of these is its own lazy chunk (docs/decisions/067).
 */
import { PRODUCT_NAME } from '../product.ts';

export const drawerMessages = {
  beta: 'These features are in beta version and might not work perfectly yet. Once fully finalized, they will be prominently displayed on the homepage.',
  features: 'Features',
  pwa: 'PWA Features',
  addWidgets: 'Add Widgets',
  legal: 'Legal & Support',
  title: PRODUCT_NAME,
  description: `${PRODUCT_NAME} features, tools and legal pages.`,
  close: 'Close menu',
  betaLabel: 'BETA',
  neuroCase: 'NeuroCase AI',
  gastroCase: 'GastroCase AI',
  mindMapper: 'Mind Mapper AI',
  wardDx: 'Ward DX Clinical Reasoning AI',
  profileSystem: 'Profile Level System',
  imageAnalysis: 'Image Analysis',
  medCoinsStore: 'Med Coins Store',
  sellNotes: 'Sell Your Notes',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
} as const;

export const widgetsMessages = {
  title: 'Add Widgets',
  description: `Put ${PRODUCT_NAME} on your home screen for one-tap access.`,
  iosTitle: 'iPhone / iPad',
  iosSteps: [
    `Open ${PRODUCT_NAME} in Safari.`,
    'Tap the Share button, then Add to Home Screen.',
    `Open ${PRODUCT_NAME} from its new home-screen icon to use it full screen.`,
  ],
  androidTitle: 'Android',
  androidSteps: [
    `Open ${PRODUCT_NAME} in Chrome.`,
    'Tap the menu (three dots), then Install app or Add to Home screen.',
    `Touch and hold the ${PRODUCT_NAME} icon to open its shortcuts, and drag one onto your home screen.`,
  ],
  listTitle: 'Available widgets',
  chat: 'Chat',
  chatBody: 'Ask your AI medical tutor in one tap.',
  progress: 'Progress',
  progressBody: 'Your level, XP and Med Coins.',
  notes: 'Notes',
  notesBody: 'Quick access to your recent study materials.',
  close: 'Close',
} as const;

export const comingSoonMessages = {
  title: 'Coming soon',
  back: 'Go to dashboard',
  body: 'is on its way. This page will come alive in an upcoming release; nothing here is made up in the meantime.',
} as const;
