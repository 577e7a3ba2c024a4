/**
 * The AI tutor (`/augchatbase`, `/medai-study-tool`, `/premium-chat`, `/chatbase-*`): its API
 * paths, limits, messages and the words of its screens. No zod here: the screens import it alone.
 * Daily limits are docs/product-rules.md's ("Tutor"), counted per calendar day in Asia/Kolkata.
 */
import type { PlanId } from '../economy/table.ts';

export const tutorApiPaths = {
  threads: '/api/chat/threads',
  thread: '/api/chat/threads/:threadId',
  messages: '/api/chat/threads/:threadId/messages',
  feedback: '/api/chat/messages/:messageId/feedback',
  usage: '/api/chat/usage',
  chatbaseConfig: '/api/chat/chatbase',
} as const;

export const tutorThreadPath = (threadId: string) => `/api/chat/threads/${encodeURIComponent(threadId)}`;
export const tutorMessagesPath = (threadId: string) => `${tutorThreadPath(threadId)}/messages`;
export const tutorFeedbackPath = (messageId: string) => `/api/chat/messages/${encodeURIComponent(messageId)}/feedback`;

/** Tutor messages a day (Asia/Kolkata) by plan (docs/product-rules.md). */
export const TUTOR_DAILY_LIMITS: Record<PlanId, number> = { free: 30, premium: 300, premiumPlus: 600 };

export const TUTOR_MESSAGE_MAX = 2000;
export const TUTOR_TITLE_MAX = 120;
export const TUTOR_FEEDBACK_REASON_MAX = 1000;
export const TUTOR_SEARCH_MAX = 100;

/** Token budgets (estimated as characters / 4): one answer, and one thread's whole conversation. */
export const TUTOR_BUDGETS = {
  standard: { answerTokens: 700, threadTokens: 40_000, contextMessages: 8 },
  premium: { answerTokens: 1500, threadTokens: 120_000, contextMessages: 24 },
} as const;

export const TUTOR_MODES = ['tutor', 'explain', 'quiz', 'viva', 'compare'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export const TUTOR_CONTEXT_KINDS = ['question', 'note', 'case', 'subtopic'] as const;
export type TutorContextKind = (typeof TUTOR_CONTEXT_KINDS)[number];

/** The query parameter of `/augchatbase` that names each kind of context item. */
export const TUTOR_CONTEXT_PARAMS: Record<TutorContextKind, string> = {
  question: 'questionId',
  note: 'noteId',
  case: 'caseId',
  subtopic: 'subtopicId',
};

const EMERGENCY_NUMBER = '112';

export const tutorMessages = {
  /** A compare-table cell where one note says nothing on the row's attribute. */
  compareNothingOn: (title: string) => `The library’s note on ${title} says nothing on this.`,
  messageRequired: 'Type a question for the tutor first.',
  messageTooLong: `Keep a message under ${TUTOR_MESSAGE_MAX} characters; split a long question into two.`,
  titleRequired: 'Give the conversation a name.',
  titleTooLong: `Keep the name under ${TUTOR_TITLE_MAX} characters.`,
  threadNotFound: 'This conversation does not exist any more. Start a new one.',
  threadNotYours: 'This conversation belongs to another account.',
  messageNotFound: 'This answer does not exist any more.',
  messageNotYours: 'This answer belongs to another account.',
  contextNotFound: 'The library item this conversation should start from does not exist. Start a plain conversation.',
  contextKindInvalid: 'Start from a question, note, case or subtopic.',
  modeInvalid: 'Choose a study mode: explain, quiz me, viva practice or compare.',
  dailyLimit: (limit: number) =>
    `You have used today’s ${limit} tutor messages. The count starts again at midnight (India time); upgrade for more.`,
  threadBudget: 'This conversation has reached its length limit. Start a new conversation to keep asking.',
  premiumOnly: 'Premium chat is part of the Premium and Premium Plus plans. Upgrade to use it.',
  stillWriting: 'The tutor is still writing this answer. Wait a moment and reload the conversation.',
  clientIdReused: 'This message id was already used for a different message. Reload the page and send it again.',
  reasonRequired: 'Say what is wrong so that a reviewer can fix it.',
  refusal:
    'I can only help with medicine and the medical sciences in the MedSutra library, so I cannot answer that. Ask me about a disease, a drug, a sign or an exam topic.',
  nothingInLibrary: (question: string) =>
    `The MedSutra library has nothing on "${question}" yet, and without an AI model I do not answer from memory.`,
  modelFailed: 'The AI model did not finish this answer. What arrived is kept; send it again to retry.',
  choiceUnsupported:
    'No passage the model cited supports the option it named, so no option is marked as the answer. Check it against the library.',
} as const;

/** Labels of replies that are not answers (alongside the library's three grounding labels). */
export const tutorLabels = {
  notAnswered: 'Not answered — outside the MedSutra library',
  failed: 'Not answered — the AI model did not reply',
} as const;

export const TUTOR_SAFETY_LINE =
  'For learning only, not medical advice for a patient. Check doses and decisions against current guidelines and a senior.';

export const TUTOR_EMERGENCY_LINE = `If you or someone with you needs urgent help now, call ${EMERGENCY_NUMBER} (India’s emergency number) or go to the nearest emergency department first.`;

/**
 * A message that describes a personal emergency (the writer or someone with them, now), as
 * opposed to a study question about one. Erring on the side of showing the number.
 */
const PERSONAL = /\b(i|i'm|i’m|im|me|my|we|we're|our|mine)\b/i;
const URGENT =
  /\b(suicid\w*|kill (my|him|her)self|end my life|overdose[d]?|took (too many|an overdose|\d+ (tablets|pills))|can'?t breathe|cannot breathe|not breathing|unconscious|collapsed|chest pain|heart attack|having a stroke|seizing|fitting|bleeding heavily|won'?t stop bleeding|snake ?bite|poison(ed|ing)?|choking|burning alive|stabbed)\b/i;
const NOW = /\b(now|right now|just|currently|is having|am having|has|have|help|please|urgent|emergency|dying)\b/i;

export function describesPersonalEmergency(message: string): boolean {
  const text = message.toLowerCase();
  if (/\b(suicid\w*|kill myself|end my life)\b/.test(text) && PERSONAL.test(text)) return true;
  return PERSONAL.test(text) && URGENT.test(text) && NOW.test(text);
}

/** The line a quiz question's text starts with in its message; the screen renders the question from there. */
export const tutorQuizHeading = (position: number) => `Question ${position}:`;
/** The line after a quiz question's options. */
export const TUTOR_QUIZ_REPLY_LINE = 'Reply with A, B, C or D.';

export const tutorModeText: Record<TutorMode, { name: string; hint: string; placeholder: string }> = {
  tutor: {
    name: 'Ask the tutor',
    hint: 'Answers from the MedSutra library, with its sources.',
    placeholder: 'Ask a doubt, e.g. What is the first-line treatment of DKA?',
  },
  explain: {
    name: 'Explain simply',
    hint: 'A concept in plain words, with the key points first.',
    placeholder: 'A concept to explain, e.g. nephrotic syndrome',
  },
  quiz: {
    name: 'Quiz me',
    hint: 'Questions from the bank, one at a time; reply with a letter and get it graded.',
    placeholder: 'A topic to be quizzed on, e.g. thyroid; then reply A, B, C or D',
  },
  viva: {
    name: 'Viva practice',
    hint: 'An examiner asks, you answer, and the follow-ups come.',
    placeholder: 'A viva topic, e.g. diabetic ketoacidosis; then answer the examiner',
  },
  compare: {
    name: 'Compare two conditions',
    hint: 'Two conditions side by side, in a table.',
    placeholder: 'Two conditions, e.g. nephritic vs nephrotic syndrome',
  },
};

export const tutorScreenText = {
  title: 'AI tutor',
  description: 'Your 24x7 medical tutor: answers from the MedSutra library, with sources.',
  newThread: 'New conversation',
  threads: 'Conversations',
  noThreads: 'No conversations yet. Ask your first doubt below.',
  searchThreads: 'Search conversations',
  rename: 'Rename',
  delete: 'Delete',
  deleteConfirm: 'Delete this conversation? This cannot be undone.',
  send: 'Send',
  sending: 'Writing…',
  left: (left: number, limit: number) => `${left} of ${limit} messages left today`,
  dropped: 'The connection dropped before the answer finished. What arrived is shown.',
  resume: 'Load the rest',
  retry: 'Send again',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  reasonPrompt: 'What was wrong or missing? (optional)',
  reportError: 'Report an error',
  reportPrompt: 'What is wrong in this answer? A reviewer will check it against the sources.',
  thanks: 'Thank you, your feedback is saved for review.',
  sources: 'Sources',
  voiceInput: 'Speak your question',
  readAloud: 'Read aloud',
  stopReading: 'Stop reading',
  contextFrom: (title: string) => `Asking about: ${title}`,
  showQuestion: 'Show the question',
  chatbaseAlternative: 'Prefer Chatbase? Open the Chatbase chat',
};
