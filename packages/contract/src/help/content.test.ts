import { describe, expect, it } from 'vitest';
import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  AI_TOOL_XP_PERCENT,
  type AiToolKey,
  aiToolXp,
  COIN_PACKS,
  DAILY_LOGIN_XP,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  LEVELS,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PEARL_XP_MIN_CHARS,
  PEARLS_PAID_PER_DAY,
  PLANS,
  PRACTICE_BOARD_MIN_ANSWERS,
  PRACTICE_XP_BY_DIFFICULTY,
  PRACTICE_XP_DAILY_CAP,
  REFERRAL_MONTHLY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REFERRAL_SAME_ADDRESS_WINDOW_MINUTES,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  TEST_BONUS_MIN_ANSWERED_PERCENT,
  TEST_FINISHED_XP,
  TEST_XP_PER_CORRECT,
  WELCOME_BONUS_COINS,
} from '../economy/table.ts';
import { EMAIL_VERIFICATION_LINK_HOURS } from '../email-verification/rules.ts';
import { OPEN_FEATURES } from '../feature-availability.ts';
import { DEVICE_LIMIT } from '../product.ts';
import { REVISION_CHECK_SIZE, REVISION_NOTE_READ_SECONDS } from '../revision/screen.ts';
import { APP_ROUTES, findRedirect, findRoute } from '../routes.ts';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../sessions/rules.ts';
import {
  FAQ_QUICK_LINKS,
  HELP_SCREENS,
  HELP_SECTIONS,
  helpPlainText,
  parseHelpText,
  screensInAnswer,
} from './content.ts';

const questions = HELP_SECTIONS.flatMap((section) => section.questions);
const allLines = questions.flatMap((question) => [question.question, ...question.answer]);
const plainText = allLines.map(helpPlainText).join('\n');
const n = (value: number) => value.toLocaleString('en-IN');
const inr = (value: number) => `₹${n(value)}`;

/** A path (query string ignored) that the router shows or redirects. */
const routeExists = (to: string) => {
  const pathname = to.split('?')[0] ?? to;
  return findRoute(pathname) !== null || findRedirect(pathname) !== null;
};

describe('the guide’s links', () => {
  it('names only screens that the one screen map knows', () => {
    const unknown = allLines.flatMap((line) =>
      parseHelpText(line).flatMap((segment) =>
        segment.kind === 'screen' && !Object.hasOwn(HELP_SCREENS, segment.text) ? [segment.text] : [],
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('maps every screen to a route of the route table', () => {
    const missing = Object.entries(HELP_SCREENS).filter(([, to]) => !routeExists(to));
    expect(missing).toEqual([]);
  });

  it('uses every screen of the map somewhere, so the map holds no dead entries', () => {
    const used = new Set(questions.flatMap((question) => screensInAnswer(question.answer).map((link) => link.name)));
    expect(Object.keys(HELP_SCREENS).filter((name) => !used.has(name as keyof typeof HELP_SCREENS))).toEqual([]);
  });

  it('gives the FAQ overlay its quick links, each in the route table', () => {
    expect(FAQ_QUICK_LINKS.map((link) => link.to)).toEqual([
      '/dashboard',
      '/user-profile',
      '/medsutra-pearls',
      '/mynotes',
      '/medstagram',
      '/medsutra-profile-system',
      '/leaderboard',
      '/med-coins-tracking',
      '/xp-details-page',
      '/referral',
      '/medcoinsstore',
      '/medai-study-tool',
      '/create-pearl',
      '/augchatbase',
      '/pearls-list',
      '/view-pearl',
      '/concept-mapper',
      '/mcqsolving',
      '/study-planner',
      '/formulastudyplanner',
      '/dashboard?autoOpenRevisionDropdown=true',
      '/pricing-plan',
      '/checkout',
      '/user-analytics',
      '/contact-us',
      '/about-us',
    ]);
    expect(FAQ_QUICK_LINKS.filter((link) => !routeExists(link.to))).toEqual([]);
  });
});

describe('the guide’s coverage', () => {
  it('explains every feature of the route table, and tags only real features', () => {
    const features = new Set(APP_ROUTES.map((route) => route.feature));
    const covered = new Set(questions.flatMap((question) => question.features ?? []));
    expect([...features].filter((feature) => !covered.has(feature))).toEqual([]);
    expect([...covered].filter((feature) => !features.has(feature))).toEqual([]);
  });

  it('says "coming soon" only in answers about features that are not open yet', () => {
    const soon = /coming soon|upcoming release|is arriving/i;
    const stale = questions.filter(
      (question) =>
        question.answer.some((line) => soon.test(line)) &&
        (question.features ?? []).some((feature) => OPEN_FEATURES.has(feature)),
    );
    expect(stale.map((question) => question.id)).toEqual([]);
  });

  it('has unique section and question ids, and every category has an icon and questions', () => {
    const sectionIds = HELP_SECTIONS.map((section) => section.id);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    const questionIds = questions.map((question) => question.id);
    expect(new Set(questionIds).size).toBe(questionIds.length);
    for (const section of HELP_SECTIONS) {
      expect(section.icon).toBeTruthy();
      expect(section.questions.length).toBeGreaterThan(0);
    }
  });

  it('answers the question about devices, so a search for "device" lands on it', () => {
    const deviceAnswer = questions.find((question) => question.id === 'device-limit');
    expect(deviceAnswer?.answer.join(' ')).toMatch(/device/i);
    expect(screensInAnswer(deviceAnswer?.answer ?? []).map((link) => link.to)).toEqual([
      '/manage-devices',
      '/remove-device',
    ]);
  });
});

describe('the guide’s figures', () => {
  const toolKeys = Object.keys(AI_TOOL_COSTS) as AiToolKey[];
  const paidPlans = PLANS.filter((plan) => plan.monthlyPriceInr > 0);

  it('states every figure of the economy table as the contract has it', () => {
    const statements = [
      `welcome bonus of ${n(WELCOME_BONUS_COINS)} Med Coins`,
      `Daily login: ${n(DAILY_LOGIN_XP)} XP`,
      `Creating a pearl: ${n(PEARL_CREATED_XP)} XP`,
      `Sharing to Medstagram: ${n(MEDSTAGRAM_SHARE_XP)} XP per share`,
      `Completing a revision subtopic: ${n(REVISION_SUBTOPIC_XP)} XP`,
      `${n(REVISION_SUBTOPIC_COUNT)} revision subtopics`,
      `Reviewing a due flashcard: ${n(FLASHCARD_REVIEW_XP)} XP per card`,
      `at most ${n(FLASHCARD_XP_DAILY_CAP)} XP a day from flashcards`,
      `${AI_TOOL_XP_PERCENT}% of the coins spent, rounded down`,
      `${n(REFERRAL_REWARD_COINS)} Med Coins and ${n(REFERRAL_REWARD_XP)} XP`,
      // The referral conditions (docs/product-rules.md): verified email, a second day, the monthly cap.
      'verifies their email and comes back on another day',
      `At most ${n(REFERRAL_MONTHLY_CAP)} referrals are paid each calendar month`,
      `same internet connection within ${n(REFERRAL_SAME_ADDRESS_WINDOW_MINUTES)} minutes earns nothing`,
      `Every ${STREAK_BONUS_EVERY_DAYS}th day in a row pays a streak bonus of ${n(STREAK_BONUS_COINS)} Med Coins`,
      `at most ${DEVICE_LIMIT} devices`,
      `${SESSION_IDLE_DAYS} days without use`,
      `${SESSION_ABSOLUTE_DAYS} days at most`,
      ...toolKeys.map((key) => `${AI_TOOL_NAMES[key]}: ${n(AI_TOOL_COSTS[key])} Med Coins`),
      ...LEVELS.map((level) =>
        level.maxXp === null
          ? `Level ${level.level}: ${n(level.minXp)} XP and up`
          : `Level ${level.level}: ${n(level.minXp)}–${n(level.maxXp)} XP`,
      ),
      ...LEVELS.filter((level) => level.bonusCoins > 0).map(
        (level) => `Level ${level.level}: ${n(level.bonusCoins)} Med Coins`,
      ),
      ...paidPlans.flatMap((plan) => [
        `${plan.name}: ${inr(plan.monthlyPriceInr)} a month, or ${inr(plan.sixMonthPriceInr ?? 0)} for six months (${plan.sixMonthSavingPercent}% saved)`,
        `${n(plan.monthlyCoinDeposit)} Med Coins every month`,
      ]),
      ...PLANS.map((plan) => `${plan.supportReplyHours.replace('-', '–')} hours`),
      ...COIN_PACKS.map((pack) => `${n(pack.coins)} Med Coins: ${inr(pack.priceInr)}`),
    ];
    expect(statements.filter((statement) => !plainText.includes(statement))).toEqual([]);
  });

  it('states no number outside the economy and product tables', () => {
    const allowed = new Set<number>([
      WELCOME_BONUS_COINS,
      DAILY_LOGIN_XP,
      STREAK_BONUS_EVERY_DAYS,
      STREAK_BONUS_COINS,
      REFERRAL_REWARD_COINS,
      REFERRAL_REWARD_XP,
      REFERRAL_MONTHLY_CAP,
      REFERRAL_SAME_ADDRESS_WINDOW_MINUTES,
      EMAIL_VERIFICATION_LINK_HOURS,
      PEARL_CREATED_XP,
      MEDSTAGRAM_SHARE_XP,
      REVISION_SUBTOPIC_XP,
      REVISION_SUBTOPIC_COUNT,
      AI_TOOL_XP_PERCENT,
      ...Object.values(PRACTICE_XP_BY_DIFFICULTY),
      PRACTICE_XP_DAILY_CAP,
      TEST_XP_PER_CORRECT,
      TEST_FINISHED_XP,
      TEST_BONUS_MIN_ANSWERED_PERCENT,
      PEARLS_PAID_PER_DAY,
      PEARL_XP_MIN_CHARS,
      PRACTICE_BOARD_MIN_ANSWERS,
      REVISION_NOTE_READ_SECONDS,
      REVISION_CHECK_SIZE,
      DEVICE_LIMIT,
      SESSION_IDLE_DAYS,
      SESSION_ABSOLUTE_DAYS,
      ...LEVELS.flatMap((level) => [level.level, level.minXp, level.maxXp ?? 0, level.bonusCoins]),
      ...toolKeys.flatMap((key) => [AI_TOOL_COSTS[key], aiToolXp(AI_TOOL_COSTS[key])]),
      ...PLANS.flatMap((plan) => [
        plan.monthlyPriceInr,
        plan.sixMonthPriceInr ?? 0,
        plan.sixMonthSavingPercent ?? 0,
        plan.monthlyCoinDeposit,
        ...plan.supportReplyHours.split('-').map(Number),
      ]),
      ...COIN_PACKS.flatMap((pack) => [pack.coins, pack.priceInr]),
      // Not economy figures: the tutor is "24x7" and a mindmap takes "2–3 minutes" (docs/product-rules.md, Mindmaps).
      24,
      7,
      2,
      3,
    ]);
    const numbers = (plainText.match(/\d[\d,]*\d|\d/g) ?? []).map((text) => Number(text.replace(/,/g, '')));
    expect([...new Set(numbers)].filter((value) => !allowed.has(value))).toEqual([]);
  });

  it('leaves out the figures docs/product-rules.md rejects', () => {
    expect(plainText).not.toMatch(/12,?000|20,?000/);
    expect(plainText).not.toContain('150 XP');
    expect(plainText).not.toContain(`${AI_TOOL_NAMES.neuroCase}: 100`);
  });
});

describe('parseHelpText', () => {
  it('splits bold text and screen names from plain text', () => {
    expect(parseHelpText('Open {My Notes} to read **your PDFs** offline.')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'screen', text: 'My Notes' },
      { kind: 'text', text: ' to read ' },
      { kind: 'bold', text: 'your PDFs' },
      { kind: 'text', text: ' offline.' },
    ]);
  });

  it('reads a line without markers as plain text, and strips markers for reading', () => {
    expect(parseHelpText('Plain.')).toEqual([{ kind: 'text', text: 'Plain.' }]);
    expect(helpPlainText('**A** and {Dashboard}')).toBe('A and Dashboard');
  });
});
