/**
 * The guide's sections on using the app (the economy's are in help-content-economy.ts). Screen
 * names in braces must be keys of HELP_SCREENS in help-content.ts; the contract test checks them.
 */
import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  type AiToolKey,
  aiToolCost,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PLANS,
  REFERRAL_MONTHLY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REFERRAL_SAME_ADDRESS_WINDOW_MINUTES,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
} from '../economy/table.ts';
import { EMAIL_VERIFICATION_LINK_HOURS } from '../email-verification/rules.ts';
import { PERCENTILE_MIN_TAKERS } from '../mcq/tests-paths.ts';
import { DEVICE_LIMIT, PRODUCT_NAME } from '../product.ts';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../sessions/rules.ts';
import type { HelpSection } from './content.ts';
import { formatCount } from './economy-sections.ts';

/** A tool's two prices: with an AI model, and as the library version without one (decision 122). */
const pricePair = (key: AiToolKey) =>
  `${formatCount(AI_TOOL_COSTS[key])} Med Coins with an AI model, ${formatCount(aiToolCost(key, false) ?? 0)} as the library version`;

const support = (hours: string) => hours.replace('-', '–');
const freeSupport = PLANS.find((plan) => plan.monthlyPriceInr === 0)?.supportReplyHours ?? '';
const paidSupport = PLANS.find((plan) => plan.monthlyPriceInr > 0)?.supportReplyHours ?? '';

export const GUIDE_SECTIONS: readonly HelpSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    icon: 'rocket',
    questions: [
      {
        id: 'what-is-medsutra',
        question: `What is ${PRODUCT_NAME}?`,
        features: ['Dashboard', 'Features and blog'],
        answer: [
          `${PRODUCT_NAME} is one app for MBBS professional exams, viva, **NEET PG, INICET and FMGE**.`,
          '{Practice} holds **MCQ practice** with an explanation for every option, **timed tests** in exam mode with a question-by-question review, the grand tests and your mistakes deck. {Revise} holds the revision tracker, flashcards and your study plans.',
          'The {AI Study Tools} page has the AI tutor, the clinical case tools, the viva simulator and the mindmap generator. Without an AI model on the server they answer from the library, and say so. Notes and PDFs are in {My Notes}, and the **Medstagram** study feed is under More.',
          'You earn **XP** for what you learn (correct answers, finished tests, revised subtopics) and **Med Coins** as you study, and spend coins on AI tools.',
          'Everything starts from the {Dashboard}, which opens on what to do today. For a tour of the features, read {Features & Blog}.',
        ],
      },
      {
        id: 'create-account',
        question: 'How do I create an account and sign in?',
        features: ['Sign in', 'Sign up', 'Google sign-in'],
        answer: [
          'On the sign-in page choose **Sign Up**, enter your name, email and a password (twice), and add a friend’s referral code if you have one.',
          'You can also **continue with Google**; a small window completes the sign-in and brings you back.',
          'Next time, choose **Sign In** with your email and password. The app remembers you on this device.',
        ],
      },
      {
        id: 'verify-email',
        question: 'Why should I verify my email?',
        features: ['Email verification'],
        answer: [
          `After you sign up we email you a link; open it within ${EMAIL_VERIFICATION_LINK_HOURS} hours to verify your address. A banner reminds you until you do, and its **Send again** button mails a new link.`,
          'A verified address is how we reach you (for example to reset your password), and the friend who invited you is rewarded only once you have verified it. Signing in with Google counts as verified.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        features: ['Password reset'],
        answer: [
          'On the sign-in page choose **Forgot Password**, or open {Forgot Password}.',
          'Enter the email of your account; we send you a link to set a new password.',
        ],
      },
      {
        id: 'tabs',
        question: 'Where do I practise and revise?',
        features: ['Dashboard', 'Practice', 'Revise', 'More'],
        answer: [
          'The tabs are one tap from every screen: **Home** opens with what to do today (due reviews, your mistakes deck, the next item of your plan, your weak subjects), then your coins, XP, level and streak.',
          '{Practice} holds MCQ practice, timed tests, your mistakes deck and the analysis of where you are weak.',
          '{Revise} holds the smart revision tracker with what is due today, the topic tracker, your study plans and the library.',
          '**AI tools** lists every AI tool with its cost. {More} holds your notes, Medstagram, your profile, the leaderboard, the stores and this guide.',
        ],
      },
      {
        id: 'install-app',
        question: 'Can I put the app on my phone’s home screen?',
        features: ['Dashboard'],
        answer: [
          'Yes. In Chrome on Android choose **Install app** (or **Add to Home screen**) from the menu; on iPhone use Safari’s **Share → Add to Home Screen**.',
          'The installed app opens full screen and loads faster on slow networks.',
          'Before signing in, the menu’s **Add Widgets** shows the home-screen widgets: Chat, Progress and Notes.',
        ],
      },
      {
        id: 'offline',
        question: 'Can I study without internet?',
        features: ['Offline notes'],
        answer: [
          'Yes, with notes you downloaded while online. When the connection drops, a banner offers **Open Notes**.',
          'Your downloaded notes are on {Offline Notes}. Everything else needs a connection and comes back when you are online.',
        ],
      },
    ],
  },
  {
    id: 'account-devices',
    title: 'Account, devices and privacy',
    icon: 'shield',
    questions: [
      {
        id: 'device-limit',
        question: 'Why do I see “Device limit reached”?',
        features: ['Device management'],
        answer: [
          `Each account can be used on **at most ${DEVICE_LIMIT} devices** (a phone and a laptop, for example).`,
          'Signing out does **not** free a device slot; removing the device does.',
          'Signed in: open {Manage Devices} and remove a device you no longer use. Its sessions end at once.',
          'Refused at sign-in: choose **Manage My Devices**, or open {Remove Device}, confirm your password and remove one.',
        ],
      },
      {
        id: 'sessions',
        question: 'How long do I stay signed in?',
        features: ['Device management', 'Profile'],
        answer: [
          `A session ends after **${SESSION_IDLE_DAYS} days without use**, and after **${SESSION_ABSOLUTE_DAYS} days** at most, even if you use it every day.`,
          'Signing out ends the session on our server straight away.',
        ],
      },
      {
        id: 'profile',
        question: 'Where do I see my account, plan and settings?',
        features: ['Profile'],
        answer: [
          'Open {Profile}: your name, email, plan, devices and this guide are all there.',
          'The **Back** button on this guide returns to your profile.',
        ],
      },
      {
        id: 'privacy',
        question: 'How is my data handled?',
        features: ['Privacy', 'Terms'],
        answer: [
          'We collect what the app needs to work, store passwords only as secure hashes, and never sell your data.',
          'The details are in the {Privacy Policy}; the rules for using the app are in the {Terms}.',
        ],
      },
      {
        id: 'something-broken',
        question: 'Something is not working. What can I check?',
        features: ['Diagnostics'],
        answer: [
          '{App Diagnostics} checks your connection, storage and browser, and says what to fix.',
          'Reloading the page fixes most problems; your saved work is kept.',
          'Still stuck? Write to us from {Contact Us} and include what the diagnostics showed.',
        ],
      },
    ],
  },
  {
    id: 'ai-tools',
    title: 'AI tutor and study tools',
    icon: 'sparkles',
    questions: [
      {
        id: 'ai-tutor',
        question: 'How do I ask the AI tutor a question?',
        features: ['AI tutor chat'],
        answer: [
          'Open {AI Tutor Chat} and type your question as you would ask a senior: a topic, a doubt, or a case.',
          'The tutor is available **24x7** and answers from the MedSutra library, with numbered sources linking to the notes; each answer says whether it came from the library or is a general answer to verify.',
          'Each plan has a number of tutor messages a day (more on the paid plans), counted in India time; the composer shows how many are left.',
          'Your saved conversations and contacts are in {Chat Contacts}.',
          'The tutor is a study aid; never use it for decisions about a real patient.',
        ],
      },
      {
        id: 'premium-chat',
        question: 'What is Premium Chat?',
        features: ['Premium chat'],
        answer: [
          '{Premium Chat} is the AI tutor chat for the paid plans, Premium and Premium Plus.',
          'See what each plan includes on {Plans & Pricing}.',
        ],
      },
      {
        id: 'all-ai-tools',
        question: 'Where are all the AI tools?',
        features: ['AI tools hub'],
        answer: [
          '{AI Study Tools} lists every tool with its cost in Med Coins, the plan it needs, and whether it is open yet; open tools start from there.',
        ],
      },
      {
        id: 'medai-study-tool',
        question: 'What is the MedAI study tool?',
        features: ['AI study tools'],
        answer: [
          '{MedAI Study Tool} is the tutor in study modes: explain a concept simply, quiz me (questions from the bank, graded), viva practice, and compare two conditions in a table.',
        ],
      },
      {
        id: 'case-tools',
        question: 'How do the AI case tools work?',
        features: ['NeuroCase AI', 'GastroCase AI', 'Ward DX'],
        answer: [
          `{NeuroCase AI} presents a neurology case and examines you like a viva (${pricePair('neuroCase')}).`,
          '{GastroCase AI} does the same for gastroenterology.',
          `{Ward DX} trains clinical reasoning on ward cases: history, examination, investigations, diagnosis (${pricePair('wardDx')}).`,
          'Each case ends with feedback on what you missed.',
        ],
      },
      {
        id: 'premium-ai-tools',
        question: 'Which AI tools need a paid plan?',
        features: ['Advanced case generator', 'Research assistant'],
        answer: [
          `The {Case Generator} (${AI_TOOL_NAMES.advancedCaseGenerator.toLowerCase()}) and the {Research Assistant} are for **premium subscribers**.`,
          '**NEET PG PDF decoding** needs the higher premium plan.',
          'Everything else works on the free plan with Med Coins. Plans are compared on {Plans & Pricing}.',
        ],
      },
      {
        id: 'clinical-rounds',
        question: 'What are clinical rounds and the exam simulator?',
        features: ['Clinical rounds', 'Exam simulator'],
        answer: [
          '{Live Clinical Rounds} walks you through ward rounds with an AI consultant who asks questions as you go.',
          '{Clinical Rounds Simulator} lets you practise rounds at your own pace.',
          '{Practical Exam Simulator} rehearses practical and viva stations before the real exam.',
        ],
      },
      {
        id: 'image-analysis',
        question: 'How do I analyse a clinical image?',
        features: ['Image analyser'],
        answer: [
          `Open {Image Analysis}, upload an X-ray, ECG, slide or photo, and ask your question (${formatCount(AI_TOOL_COSTS.imageAnalyser)} Med Coins; it needs a vision-capable AI model and is not sold without one).`,
          'Do not upload images that show a patient’s face or name.',
        ],
      },
      {
        id: 'mindmaps',
        question: 'How do I make a mindmap?',
        features: ['Mindmaps'],
        answer: [
          `Open the {Mindmap Generator}, type a topic and choose generate. It costs **${pricePair('mindmap')}**: a model takes about **2–3 minutes**, the library version a few seconds.`,
          'Your saved mindmaps are listed below the form; a **PDF** button appears once the PDF is ready.',
          `Share a mindmap to {Medstagram} with a title and description (**${formatCount(MEDSTAGRAM_SHARE_XP)} XP**); shared ones carry a **Shared** badge.`,
          '{Mind Mapper AI} explains mindmaps for medical topics.',
        ],
      },
      {
        id: 'concept-mapper',
        question: 'What does the Concept Mapper do?',
        features: ['Concept maker'],
        answer: [
          `{Concept Mapper} links the concepts of a topic into a map you can revise from (${pricePair('conceptMaker')}).`,
        ],
      },
      {
        id: 'offline-outline',
        question: 'What does “offline outline” mean on a result?',
        answer: [
          'When no AI service is available, some tools still give you a simple outline made without AI.',
          'Such results are **always labelled as an offline outline**; nothing pretends to be AI when it is not.',
        ],
      },
    ],
  },
  {
    id: 'study',
    title: 'Study planning, MCQs and revision',
    icon: 'calendar',
    questions: [
      {
        id: 'study-planner',
        question: 'How do I plan my study?',
        features: ['Study planner'],
        answer: [
          `{Study Planner} builds a plan from your exam date and the hours you have (${formatCount(AI_TOOL_COSTS.studyPlanner)} Med Coins when an AI model writes it; without one the formula plan is free).`,
          'Your plans are in {Study Plans}; {Schedule} and {Day-wise Study} show what to do today.',
          '{Formula Study Planner} spreads subjects by a simple formula when you want a quick plan.',
        ],
      },
      {
        id: 'mcq-practice',
        question: 'Where do I practise MCQs?',
        features: ['MCQ practice', 'Practice tests'],
        answer: [
          '{MCQ Practice} has questions by subject, with explanations after each answer.',
          '{Practice Test} runs a timed test like the real paper.',
        ],
      },
      {
        id: 'grand-tests',
        question: 'What are grand tests?',
        features: ['Grand tests'],
        answer: [
          'A grand test is a full-length paper that every MedSutra student sits in the same window, with one attempt each.',
          `When you submit you see your score and a **provisional** all-India rank, and your percentile once ${PERCENTILE_MIN_TAKERS} students have submitted; they become final when the window closes, and the answer key and explanations open then.`,
        ],
      },
      {
        id: 'revision-tracker',
        question: 'How do I track my revision?',
        features: ['Revision tracker'],
        answer: [
          `{Smart Revision Tracker} lists all ${formatCount(REVISION_SUBTOPIC_COUNT)} revision subtopics of the syllabus; read its note or pass its 3-question check to earn **${formatCount(REVISION_SUBTOPIC_XP)} XP**. Each rating button says when the subtopic comes back, and with your exam date in your profile nothing is scheduled after the exam.`,
          '{Topic Tracker} shows the topics you have covered.',
          'The revision list also opens straight from the dashboard: {Dashboard Revision List}.',
        ],
      },
      {
        id: 'flashcards',
        question: 'How do flashcards work?',
        features: ['Flashcards'],
        answer: [
          'Flashcards (Revise tab) makes cards from the library’s notes and labelled figures for the subtopics you pick, turns every MCQ you get wrong into a card of “My mistakes”, and keeps decks of your own; an Anki deck (.apkg) imports with its pictures, and your own cards export as CSV.',
          `Each rating button says when the card comes back. You can review without a connection: every rating is kept on your phone and sent when you are back online, and none is lost or counted twice. A due card reviewed earns **${formatCount(FLASHCARD_REVIEW_XP)} XP**, at most **${formatCount(FLASHCARD_XP_DAILY_CAP)} XP** a day; new cards and repeats earn nothing.`,
          'Schedule settings set how much you want to remember (the chart shows the daily reviews it costs before you save), easy weekdays and your exam date; after a break, spread the overdue cards over the next days.',
        ],
      },
      {
        id: 'subject-analysis',
        question: 'Which subjects am I weak in?',
        features: ['Subject analysis'],
        answer: [
          '{Subject Analysis} shows your accuracy in every subject from your MCQ practice and tests, and each subject page lists its subtopics weakest first, with a button to practise them.',
        ],
      },
      {
        id: 'analytics',
        question: 'How do I see my progress over time?',
        features: ['Analytics'],
        answer: [
          '{Your Analytics} draws your MCQ practice week by week across subjects, counts your streak of practice days, and shows a readiness score with its formula written out (0.5 × accuracy + 0.3 × coverage + 0.2 × consistency), so you can check it.',
        ],
      },
      {
        id: 'exam-guides',
        question: 'Are there guides for my exam and subjects?',
        features: ['Exam preparation', 'Subject preparation', 'Prediction blog'],
        answer: [
          'Exam guides: {NEET PG Preparation} and {INICET Preparation}.',
          'Subject guides: {Medicine Preparation}, {Surgery Preparation} and {Pediatrics Preparation}.',
          'How we rank likely NEET PG topics from previous-year questions: {NEET PG Prediction Blog}.',
        ],
      },
    ],
  },
  {
    id: 'notes',
    title: 'Notes, PDFs and Google Drive',
    icon: 'notebook',
    questions: [
      {
        id: 'my-notes',
        question: 'Where are my notes and PDFs?',
        features: ['Notes', 'PDF viewer'],
        answer: [
          '{My Notes} holds your notes and the PDFs you bought; open a PDF to read it in the built-in **PDF viewer**.',
          '{Notes} lets you browse notes shared with you.',
          'Download a note to read it later on {Offline Notes}.',
        ],
      },
      {
        id: 'import-notes',
        question: 'How do I bring in notes I already have?',
        features: ['Notes', 'Data import'],
        answer: [
          '{Import Notes} adds notes from files; {Upload PDFs} adds PDFs to your library.',
          '{Data Import} brings in study data you kept elsewhere.',
        ],
      },
      {
        id: 'google-drive',
        question: 'Can I use my Google Drive notes?',
        features: ['Google Drive'],
        answer: [
          'Yes. Connect Drive once in {Google Drive Setup} (or the shorter {Quick Drive Setup}), and allow access in {Drive Authorisation}.',
          'Then pick files in {Google Drive Import}, keep them up to date with {Google Drive Sync}, or sync a folder now with {Direct Sync}.',
        ],
      },
      {
        id: 'sell-notes',
        question: 'Can I sell my notes?',
        features: ['Notes marketplace'],
        answer: [
          'Yes. Start at {Sell Notes}, then put your notes up in {Upload to Store}.',
          'Buyers find them in {Browse Stores}; all stores are listed in {Stores}.',
          'Listings are reviewed before they appear.',
        ],
      },
      {
        id: 'golden-store',
        question: 'What is the Golden Med Store?',
        features: ['Store'],
        answer: ['{Golden Med Store} offers premium study material prepared for exam revision.'],
      },
    ],
  },
  {
    id: 'community',
    title: 'Medstagram, pearls and friends',
    icon: 'users',
    questions: [
      {
        id: 'medstagram',
        question: 'What is Medstagram?',
        features: ['Medstagram'],
        answer: [
          '{Medstagram} is the study feed: students share mindmaps, notes and pearls instead of selfies.',
          `Each share earns **${formatCount(MEDSTAGRAM_SHARE_XP)} XP**; open a student’s name to see their posts.`,
        ],
      },
      {
        id: 'pearls',
        question: 'What are pearls?',
        features: ['Pearls'],
        answer: [
          'A **pearl** is a short high-yield fact, the kind you would write on a sticky note before the exam.',
          `Write one in {Create Pearl}; each pearl you create earns **${formatCount(PEARL_CREATED_XP)} XP**.`,
          'Read everyone’s pearls in {Pearls} and {Pearls List}; open one full screen with {Full Page Pearl}.',
        ],
      },
      {
        id: 'leaderboard',
        question: 'How does the leaderboard work?',
        features: ['Leaderboard'],
        answer: [
          '{Leaderboard} ranks students by XP, this week and all time. XP comes from studying, not from buying.',
        ],
      },
      {
        id: 'referral',
        question: 'How do I invite a friend?',
        features: ['Referrals'],
        answer: [
          'Open {Refer a Friend}, copy your code or link, and send it.',
          `When your friend signs up with your code, verifies their email and comes back on another day (India time), you get **${formatCount(REFERRAL_REWARD_COINS)} Med Coins and ${formatCount(REFERRAL_REWARD_XP)} XP**.`,
          `At most ${formatCount(REFERRAL_MONTHLY_CAP)} referrals are paid each calendar month. {Refer a Friend} shows which friends are paid and which are still waiting.`,
          `A self-referral, an account on a device you have used, or a second sign-up from the same internet connection within ${formatCount(REFERRAL_SAME_ADDRESS_WINDOW_MINUTES)} minutes earns nothing.`,
        ],
      },
    ],
  },
];

export const SUPPORT_SECTION: HelpSection = {
  id: 'support',
  title: 'Help and support',
  icon: 'life-buoy',
  questions: [
    {
      id: 'contact-support',
      question: 'How do I contact the team, and how fast do you reply?',
      features: ['Contact us'],
      answer: [
        'Write to us from {Contact Us}.',
        `We reply within **${support(freeSupport)} hours**, or **${support(paidSupport)} hours** on a paid plan.`,
      ],
    },
    {
      id: 'about',
      question: `Who makes ${PRODUCT_NAME}?`,
      features: ['About us', 'Features and blog'],
      answer: ['Read our story in {About Us}, and what is new in {Features & Blog}.'],
    },
    {
      id: 'this-guide',
      question: 'Where do I find this help again?',
      features: ['Help guide'],
      answer: [
        'Tap the **Help** button at the top of any page for quick answers and links.',
        'The full guide is always at {Help Guide}, and on your profile.',
      ],
    },
    {
      id: 'medical-library',
      question: 'What is the medical library?',
      features: ['Library'],
      answer: [
        'The **library** (at /library) holds the whole NEET PG syllabus, subject by subject and all 745 subtopics, with high-yield notes, references, questions and clinical cases, all written in our own words.',
        'Search it by name, abbreviation (MI, DKA, TB) or everyday words (heart attack), even with a spelling slip. The AI tools answer from it and show its references.',
        'Spotted a mistake? Tap **Report an error** under the notes; an editor checks every report.',
      ],
    },
    {
      id: 'api-documentation',
      question: 'What is the API documentation page?',
      features: ['Documentation hub'],
      answer: [
        '{API Documentation} collects the documentation of the AI services behind the tutor and tools, **OpenAI** and **Chatbase**, with search.',
        'It is mainly for curious students and for the team; you do not need it to study.',
      ],
    },
    {
      id: 'admin-pages',
      question: 'What are the admin pages?',
      features: ['Admin', 'Admin console'],
      answer: [
        `The admin pages (the admin console, customer PDFs, content sync) are for the ${PRODUCT_NAME} team only. Students do not need them.`,
      ],
    },
  ],
};
