/**
 * The landing page's words (`/` for a visitor, decision 120): what MedSutra is for an exam
 * student, said in the first screen. Every claim is what the default install does; the tutor is
 * described as answering from the library, which it does with or without a model.
 */
import { REVISION_SUBTOPIC_COUNT, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';

export const landingContent = {
  eyebrow: 'For NEET PG, INICET, FMGE and MBBS exams',
  heading: 'Practise MCQs, take timed tests and revise on schedule',
  lead: `MedSutra is exam preparation for Indian medical students: questions with explanations, mock tests in each exam’s pattern, a revision tracker that says what is due today, notes for all ${REVISION_SUBTOPIC_COUNT} subtopics and a tutor that answers from them.`,
  signUp: 'Sign up free',
  signIn: 'Sign in',
  bonus: `A free account starts with ${WELCOME_BONUS_COINS} Med Coins for the AI tools.`,
  featuresTitle: 'What you do with it',
  features: [
    {
      title: 'MCQ practice',
      text: 'By subject, subtopic, difficulty and format, with why each option is right or wrong and a reference.',
    },
    {
      title: 'Timed tests',
      text: 'NEET PG, INICET and FMGE patterns with their marking, full screen on a phone, then a review of every question.',
    },
    {
      title: 'Revision on a schedule',
      text: `All ${REVISION_SUBTOPIC_COUNT} subtopics and your wrong answers come back on a spaced schedule, with what is due each day.`,
    },
    {
      title: 'A plan to your exam date',
      text: 'A free day-by-day plan to your exam date that fits the hours you have, with missed days moved forward.',
    },
    {
      title: 'Notes and a tutor',
      text: 'Library notes with references, your own notes and PDFs offline, and a tutor that answers from the library.',
    },
  ],
  more: 'See everything MedSutra does',
} as const;
