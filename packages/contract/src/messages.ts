/** The user-facing message catalogue: sentences from the specs, written once. */
import { DEVICE_LIMIT, PRODUCT_NAME } from './product.ts';

export const messages = {
  startup: {
    loading: `Loading ${PRODUCT_NAME}...`,
  },
  notFound: {
    title: 'Page Not Found',
    back: 'Go to dashboard',
    body: 'The page you opened does not exist. Check the address, or go back to your dashboard.',
  },
  errorBoundary: {
    title: 'Something went wrong',
    body: 'This page hit an error. Reloading the app usually fixes it; your saved work is safe.',
    reload: 'Reload Application',
  },
  offline: {
    bannerTitle: "You're offline",
    bannerBody: 'Some features may be limited',
    openNotes: 'Open Notes',
    retry: 'Retry',
    pageTitle: "You're Offline",
    pageBody: 'No internet connection detected. You can still access your downloaded notes.',
    listTitle: 'Available Offline Notes',
    defaultNoteTitle: 'Untitled Note',
    defaultNoteSubject: 'Medical Notes',
    empty: 'No offline notes available. Download notes while online to access them offline.',
    tryAgain: 'Try Again',
  },
  header: {
    signUp: 'Sign Up',
    signIn: 'Sign In',
    signUpHint: 'Enter your email and create a password to make your free account.',
    signInHint: 'Use your email and password. Your credentials are saved for future logins.',
    menu: 'Open menu',
  },
  shell: {
    skipToContent: 'Skip to content',
    home: `${PRODUCT_NAME} home`,
    mainNav: 'Main',
    loadingPage: 'Loading page',
    signOut: 'Sign out',
    /** The tabs (decision 118): Home, Practice, Revise, AI tools and More everywhere; notes and Medstagram from sm up. */
    nav: {
      home: 'Home',
      practice: 'Practice',
      revise: 'Revise',
      /** Beside a tab whose page is not built yet. */
      soon: 'Soon',
      admin: 'Admin',
      aiTools: 'AI tools',
      notes: 'My notes',
      medstagram: 'Medstagram',
      more: 'More',
      /** Read after "More" by a screen reader (and by crawlers): what the More page holds. */
      moreHint: 'notes, Medstagram, profile',
    },
  },
  auth: {
    redirecting: 'Redirecting to dashboard...',
  },
  login: {
    heading: 'Your whole MBBS and NEET PG preparation in one app',
    replaces: `${PRODUCT_NAME} replaces three apps: a general AI chat app, the messaging app you use to share notes, and a photo social app.`,
    /** Each with the feature (route table name) whose availability decides its "coming soon" mark. */
    offerings: [
      { text: '24x7 AI medical tutor chat', feature: 'AI tutor chat' },
      { text: 'AI clinical cases in neurology, gastroenterology and ward diagnosis', feature: 'NeuroCase AI' },
      { text: 'Concept maps, mindmaps and a study planner', feature: 'Mindmaps' },
      { text: 'MCQ practice and a revision tracker', feature: 'MCQ practice' },
      { text: 'A notes store with PDFs and Google Drive import', feature: 'Notes' },
      { text: 'Med Coins, XP, levels and a leaderboard', feature: 'Leaderboard' },
    ],
    exploreFeatures: 'Explore Features',
    legalNav: 'Legal and support',
    pricing: 'Plans & Pricing',
    welcomeBonus: (coins: number) => `New accounts get ${coins} Med Coins as a welcome bonus.`,
    devices: `Each account can be used on up to ${DEVICE_LIMIT} devices.`,
  },
  forbidden: {
    title: 'Not allowed',
    body: 'This page is for MedSutra administrators, and your account is not one. If you think it should be, write to us from the contact page.',
    back: 'Go to dashboard',
  },
  deviceLimit: {
    verification: `Device limit reached. You can only use ${DEVICE_LIMIT} devices per account.`,
    login: `Device limit reached (${DEVICE_LIMIT} devices maximum). Please remove a device to continue.`,
    oauthReturn: `You have reached the maximum of ${DEVICE_LIMIT} devices. Please remove an existing device from your account settings to continue.`,
  },
} as const;
