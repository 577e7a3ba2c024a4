import { DEVICE_LIMIT, PRODUCT_NAME } from '@medsutra/contract/product';
import type { ProseSection } from './types';

export const ABOUT_LEAD = `${PRODUCT_NAME} is a study app for Indian medical students: MBBS professional exams, viva, NEET PG, INICET and FMGE, and the years of MD/MS that follow.`;

export const ABOUT_SECTIONS: readonly ProseSection[] = [
  {
    id: 'why',
    heading: 'Why we built it',
    paragraphs: [
      'Most of us prepared with three apps open at once: a general AI chat app to ask doubts, a messaging app where batchmates forwarded notes and PDFs, and a photo app where half the feed was someone else’s mindmaps. Answers were lost in chat history, the PDF you needed was forty forwards up a group, and nothing connected what you read with what you still had to revise.',
      `${PRODUCT_NAME} puts those into one place that is built for medicine: an AI tutor that knows you are preparing for an exam, a notes store that keeps your PDFs, and a feed where the posts are mindmaps, notes and pearls.`,
    ],
  },
  {
    id: 'who',
    heading: 'Who it is for',
    paragraphs: [
      'Students in any year of MBBS preparing for professional exams and viva; interns and graduates preparing for NEET PG, INICET or FMGE; and residents who still want a quick way to revise and share what they learn.',
    ],
  },
];

export const ABOUT_OFFERINGS: readonly { title: string; text: string }[] = [
  {
    title: 'A tutor that is awake at 2 a.m.',
    text: 'The 24x7 AI tutor chat answers doubts, explains mechanisms and quizzes you back.',
  },
  {
    title: 'Clinical reasoning practice',
    text: 'NeuroCase, GastroCase and Ward DX put you in front of a case and an examiner, the way viva and ward rounds do.',
  },
  {
    title: 'Study tools',
    text: 'A concept and mindmap maker, a study planner, MCQ practice and a revision tracker for the whole syllabus.',
  },
  {
    title: 'Your notes, kept',
    text: 'A notes store with a PDF viewer, Google Drive import and offline copies, and a marketplace to buy or sell notes.',
  },
  {
    title: 'Medstagram',
    text: 'A study feed where students share mindmaps, notes and pearls, with a leaderboard for a little competition.',
  },
  {
    title: 'Rewards that mean something',
    text: 'Med Coins, XP and levels for the work you do, which you spend on the AI tools.',
  },
];

export const ABOUT_VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Honest AI',
    text: 'When an AI service is not available, the app can still give you a basic outline, and it says so: such output is always labelled as an offline outline. Nothing pretends to be AI that is not, and AI output is a study aid, never medical advice.',
  },
  {
    title: 'Never lose what you earn or write',
    text: 'Every Med Coin and XP point is written in a ledger. If an AI job fails, the coins come back. Your notes, pearls and posts are saved on our servers, and the notes you download stay readable offline.',
  },
  {
    title: 'Works on the phone you have',
    text: `${PRODUCT_NAME} is made for low-end Android phones and patchy networks: light pages, clear loading states and offline notes. One account works on up to ${DEVICE_LIMIT} devices, so your phone and your laptop both stay signed in.`,
  },
];
