/**
 * The insights page (`/{email}insights`): one student's study picture, for that student only.
 * The zod-free half: paths, sizes, messages and the share card's text (the reply's schema is in
 * insights-api.ts, which the web app imports for types only, so its page carries no zod).
 */
import type { InsightsShare } from './api.ts';

export const insightsPaths = {
  insights: '/api/insights/:email',
} as const;
export const insightsApiPath = (email: string) => `/api/insights/${encodeURIComponent(email)}`;
/** The page of a student's insights: a single segment, the email followed by `insights`. */
export const insightsPagePath = (email: string) =>
  `/${encodeURIComponent(email.trim().toLowerCase()).replace(/%40/g, '@')}insights`;

/** Days the heatmap covers, ending today (Asia/Kolkata); weeks the XP and coin lines cover. */
export const INSIGHTS_HEATMAP_DAYS = 365;
export const INSIGHTS_BALANCE_WEEKS = 26;
/** A subtopic is ranked strongest or weakest only after this many practice answers. */
export const INSIGHTS_SUBTOPIC_MIN_ANSWERS = 5;
/** How many strongest and weakest subtopics the page lists. */
export const INSIGHTS_SUBTOPIC_LIST_SIZE = 3;
export const INSIGHTS_NEXT_STEPS = 3;

export const insightsMessages = {
  title: 'Your insights',
  description: 'Your study picture: activity, XP and coins, accuracy, revision and what to study next.',
  loadFailed: 'Your insights could not be loaded. Check your connection and try again.',
  notYours: 'These insights belong to another account. You can open only your own.',
  nothingYet: 'No activity yet. Answer a few MCQs or revise a subtopic and your picture starts here.',
  shareTitle: 'Share my progress',
  shareNote: 'This card holds no email, no Med Coin balance and no weak subjects: only what you would show a friend.',
  shareCopied: 'Your progress card was copied.',
  shareFailed: 'Your progress could not be copied. Select the text and copy it yourself.',
} as const;

/** The share card as text: what "copy" puts on the clipboard. */
export function shareText(share: InsightsShare, productName: string): string {
  const lines = [
    `${share.name} on ${productName}`,
    `Level ${share.level} · ${share.xp.toLocaleString('en-IN')} XP`,
    `${share.activeDays} active days this year · study streak ${share.streakDays} ${share.streakDays === 1 ? 'day' : 'days'}`,
    `${share.subtopicsRevised} of ${share.subtopicsTotal} subtopics revised`,
  ];
  if (share.accuracy !== null) lines.push(`MCQ accuracy ${share.accuracy}%`);
  return lines.join('\n');
}
