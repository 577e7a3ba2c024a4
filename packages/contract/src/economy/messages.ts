/**
 * The economy screens' words: the header chip, the dashboard, the coin and XP pages, the
 * leaderboard, referrals and the level system. Figures are passed in from `economy/table.ts`, never typed
 * here. No zod: the header chip loads this on every signed-in page.
 */

import { PRODUCT_NAME } from '../product.ts';
import { formatIndianNumber } from './table.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const n = formatIndianNumber;

export const economyUiMessages = {
  chip: {
    unknown: '–',
    coins: 'coins',
    xp: 'XP',
    level: 'Level',
    streak: (days: number) => (days === 1 ? 'day' : 'days'),
    stale: 'These balances may be out of date: the last refresh failed.',
  },
  dailyLogin: {
    title: (xp: number) => `Daily login: +${n(xp)} XP`,
    streak: (days: number) => `You are on a ${n(days)}-day login streak.`,
    newStreak: 'A new login streak starts today.',
    streakBonus: (coins: number, days: number) => `+${n(coins)} Med Coins for your ${n(days)}-day streak!`,
  },
  levelUp: {
    title: (level: number) => `Level up! You reached Level ${level}`,
    bonus: (coins: number) => `+${n(coins)} Med Coins level bonus`,
    dismiss: 'Close',
  },
  states: {
    loading: 'Loading…',
    offline: "You're offline. Connect to the internet and try again.",
    signInAgain: 'Your session has ended. Please sign in again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Try again',
  },
  balances: {
    coins: 'Med Coins',
    xp: 'XP',
    level: 'Level',
    streak: 'Login streak',
    streakDays: (days: number) => `${n(days)} ${plural(days, 'day', 'days')}`,
    streakHint: (every: number, coins: number) => `Every ${n(every)}th day in a row pays ${n(coins)} Med Coins.`,
  },
  progress: {
    title: 'Level progress',
    toNext: (xpLeft: number, level: number) => `${n(xpLeft)} XP to Level ${level}.`,
    /** Progress toward the next level, read as such ("50 of 501 XP for Level 2"). */
    ofNext: (xp: number, next: number, level: number) => `${n(xp)} of ${n(next)} XP for Level ${level}`,
    nextBonus: (coins: number) => `Reaching it pays ${n(coins)} Med Coins.`,
    top: 'You are at the top level. Keep earning XP to climb the leaderboard.',
    range: (from: number, to: number) => `${n(from)} – ${n(to)} XP`,
    bar: (level: number) => `Progress to Level ${level}`,
  },
  dashboard: {
    plan: 'Your plan',
    planFree: 'Free',
    upgrade: 'See plans',
    recentTitle: 'Recent activity',
    recentEmpty: 'Nothing yet. Use a study tool, log in daily or invite a friend to earn Med Coins and XP.',
    seeAll: 'See all',
  },
  nav: {
    label: 'Med Coins and XP pages',
    coins: 'Med Coins',
    transactions: 'Transactions',
    analytics: 'Analytics',
    xp: 'XP',
    tasks: 'Tasks',
    levels: 'Levels',
    leaderboard: 'Leaderboard',
    referral: 'Refer a friend',
  },
  ledger: {
    coinsTitle: 'Med Coin history',
    xpTitle: 'XP history',
    filter: 'Show',
    filterAll: 'Everything',
    empty: 'No entries yet.',
    emptyFiltered: 'No entries of this kind yet.',
    amountCoins: (amount: number) => `${amount > 0 ? '+' : '−'}${n(Math.abs(amount))} Med Coins`,
    amountXp: (amount: number) => `${amount > 0 ? '+' : '−'}${n(Math.abs(amount))} XP`,
    page: (page: number, pages: number) => `Page ${n(page)} of ${n(pages)}`,
    previous: 'Previous',
    next: 'Next',
    count: (total: number) => `${n(total)} ${plural(total, 'entry', 'entries')}`,
  },
  coins: {
    earned: 'Earned',
    spent: 'Spent',
    buyMore: 'Buy Med Coins',
    analyticsLink: 'See where your coins go',
    costsTitle: 'What the AI tools cost',
    costRow: (coins: number, xp: number) => `${n(coins)} Med Coins, earns ${n(xp)} XP`,
    refundNote: 'A job that fails or is refused costs nothing: the coins come back in the same history.',
  },
  analytics: {
    byDayTitle: 'Med Coins per day, last 30 days',
    byDayDescription: (earned: number, spent: number) =>
      `Over the last 30 days you earned ${n(earned)} and spent ${n(spent)} Med Coins.`,
    byTaskTitle: 'By task',
    byTaskSpentTitle: 'Spent by tool',
    byTaskEarnedTitle: 'Earned by task',
    empty: 'No Med Coins earned or spent yet.',
    emptyDays: 'No Med Coins moved in the last 30 days.',
    uses: (count: number) => `${n(count)} ${plural(count, 'time', 'times')}`,
    table: 'Show as a table',
    day: 'Day',
    legendEarned: 'Earned',
    legendSpent: 'Spent',
  },
  xp: {
    total: 'Total XP',
    detailsLink: 'How XP and levels work',
  },
  tasks: {
    title: 'Tasks that earn XP and Med Coins',
    done: (count: number) => `Done ${n(count)} ${plural(count, 'time', 'times')}`,
    xpEarned: (xp: number) => `${n(xp)} XP earned`,
    coinsEarned: (coins: number) => `${n(coins)} Med Coins earned`,
    coinsSpent: (coins: number) => `${n(coins)} Med Coins spent`,
    revisionProgress: (done: number, total: number) => `${n(done)} of ${n(total)} subtopics`,
    dailyLogin: 'Log in every day',
    streak: 'Keep a login streak',
    pearl: 'Create a pearl',
    share: 'Share to Medstagram',
    revision: 'Complete a revision subtopic',
    flashcards: 'Review a due flashcard',
    referral: 'Invite a friend',
    aiTools: 'Use an AI study tool',
    aiToolsEach: (percent: number) => `${n(percent)}% of the Med Coins spent, as XP`,
    practice: 'Answer a practice question right',
    practiceEach: (easy: number, medium: number, hard: number) => `${n(easy)}, ${n(medium)} or ${n(hard)} XP`,
    practiceRule: (cap: number) =>
      `The first time you answer a question right: easy, medium or hard. At most ${n(cap)} XP a day from practice.`,
    test: 'Finish a test',
    testEach: (perCorrect: number, bonus: number) => `${n(perCorrect)} XP a correct answer + ${n(bonus)} XP bonus`,
    testRule: (percent: number) =>
      `Every test pays its correct answers, once. The bonus is for a full-length test (NEET PG, INICET, FMGE) with at least ${n(percent)}% of its questions answered.`,
    revisionRule: (seconds: number, pass: number, size: number) =>
      `A subtopic counts as revised when you read its note (${n(seconds)} seconds open) or get ${n(pass)} of its ${n(size)}-question check right — never for a rating alone. Again on each review done on or after its due day, once a day.`,
    flashcardsRule: (cap: number) =>
      `Each card reviewed on or after its due day. New cards and repeats earn nothing. At most ${n(cap)} XP a day from flashcards.`,
    pearlRule: (perDay: number, minChars: number) =>
      `Your first ${n(perDay)} pearls a day of ${n(minChars)} characters or more; a pearl that repeats one of yours earns nothing.`,
    aiToolsRule:
      'Paid when the run is finished (a case marked, a map made, a viva ended), not when it starts. A refunded run earns nothing.',
    boardsRule: (minAnswers: number) =>
      `Two weekly boards: XP earned, and practice (correct answers, then accuracy, from ${n(minAnswers)} answers a week). Med Coins never count toward either.`,
  },
  practiceBoard: {
    title: 'Practice board this week',
    rule: (minAnswers: number) =>
      `Ranked by correct practice answers this week, then accuracy, from ${n(minAnswers)} answers. Med Coins never count.`,
    you: (rank: number, correct: number, accuracy: number) =>
      `You are #${n(rank)}: ${n(correct)} right, ${n(accuracy)}% accuracy.`,
    youUnranked: (answered: number, minAnswers: number) =>
      `You have answered ${n(answered)} this week; ${n(minAnswers)} puts you on the board.`,
    empty: (minAnswers: number) => `Nobody has answered ${n(minAnswers)} practice questions this week yet.`,
    correct: (correct: number) => `${n(correct)} right`,
  },
  details: {
    levelsTitle: 'Levels',
    levelColumn: 'Level',
    xpColumn: 'XP needed',
    bonusColumn: 'Bonus on reaching it',
    bonusWelcome: (coins: number) => `Inside the ${n(coins)}-coin welcome bonus`,
    from: (xp: number) => `${n(xp)} and up`,
    earnTitle: 'How to earn XP',
    aiTitle: 'XP from AI study tools',
    aiBody: (percent: number) =>
      `Using an AI tool earns ${n(percent)}% of the Med Coins it costs as XP, rounded down, paid when the run is finished (a case marked, a map made), not when it starts. A refunded job earns nothing.`,
    xpAmount: (xp: number) => `${n(xp)} XP`,
    /** A tool this server does not sell: it needs a model and has none. */
    aiNotSold: 'Needs an AI model',
    /** Without a model the tools are their library versions, at their own prices (decision 122). */
    aiLibraryVersions:
      'This server has no AI model: the tools are their library versions, at the library prices, so they earn the XP shown.',
    coinsAmount: (coins: number) => `${n(coins)} Med Coins`,
    once: 'once a day',
  },
  leaderboard: {
    weekly: 'This week',
    allTime: 'All time',
    tabsLabel: 'Leaderboard period',
    week: (from: string, to: string) => `Monday ${from} to Sunday ${to}`,
    yourRank: 'Your rank',
    rank: (rank: number) => `#${n(rank)}`,
    notRanked: 'Not ranked yet: earn XP this week to appear.',
    notRankedAllTime: 'Not ranked yet: earn XP to appear.',
    optedOutNote: 'You have left the leaderboard. Other students do not see you.',
    you: 'You',
    xp: (xp: number) => `${n(xp)} XP`,
    level: (level: number) => `Level ${level}`,
    empty: 'Nobody has earned XP in this period yet. Be the first!',
    /** The setting card's title says where the student stands, and its button the one way to change it. */
    settingTitleShown: 'You are on the leaderboard',
    settingTitleHidden: 'You are hidden from the leaderboard',
    leave: 'Leave the leaderboard',
    rejoin: 'Rejoin the leaderboard',
    leaveHint: 'Your XP and level stay; only your name is hidden from other students.',
    left: 'You have left the leaderboard.',
    rejoined: 'You are back on the leaderboard.',
    settingFailed: 'Your leaderboard setting could not be saved. Please try again.',
  },
  referral: {
    codeTitle: 'Your referral code',
    copy: 'Copy',
    copied: 'Copied',
    copyCode: 'Copy code',
    copyLink: 'Copy link',
    copyFailed: 'Copying is not allowed here. Select the text and copy it yourself.',
    linkTitle: 'Your invite link',
    share: 'Share',
    whatsapp: 'Share on WhatsApp',
    shareText: (link: string, coins: number) =>
      `Join me on ${PRODUCT_NAME} for NEET PG and MBBS prep. Sign up with my link and start with ${n(coins)} Med Coins: ${link}`,
    rewardsTitle: 'Your rewards',
    made: 'Referrals paid',
    pending: 'Waiting',
    coinsEarned: 'Med Coins earned',
    xpEarned: 'XP earned',
    monthUsage: (paid: number, cap: number) => `${n(paid)} of ${n(cap)} paid referrals used this month.`,
    howTitle: 'How it works',
    how: (coins: number, xp: number) =>
      `You get ${n(coins)} Med Coins and ${n(xp)} XP for each friend who signs up with your code, verifies their email and comes back to study on another day (India time).`,
    conditions: (cap: number, windowMinutes: number) => [
      'Your friend signs up with your code or link.',
      'Your friend opens the link in the verification email we send them.',
      'Your friend opens MedSutra again on a later day (India time).',
      `At most ${n(cap)} referrals are paid each calendar month; referrals that complete after that are not paid.`,
      `Nothing is paid for your own account, for an account on a phone or computer you have used, or for a second sign-up from the same internet connection within ${n(windowMinutes)} minutes.`,
    ],
    friendsTitle: 'Friends who joined',
    noFriends: 'Nobody has joined with your code yet. Share it with a friend!',
    joined: (date: string) => `Joined ${date}`,
    statusPaid: 'Paid',
    statusPending: 'Waiting',
    statusNotPaid: 'Not paid',
    paidOn: (date: string) => `Paid ${date}`,
    waitingFor: {
      email_verification: 'verifying their email',
      second_day: 'coming back on another day',
    },
    waitingText: (items: string[]) => `Waiting for: ${items.join(' and ')}.`,
    notPaidReason: {
      shared_device: 'They used a phone or computer you have used.',
      same_address: 'Another account was created from the same internet connection within the hour.',
      monthly_limit: 'This month’s limit of paid referrals was already reached.',
    },
  },
  profileSystem: {
    yourLevel: 'Your level',
    bonusesTitle: 'Level bonuses',
    earnTitle: 'How to earn',
    coinsTitle: 'Med Coins',
    coinsBody: (welcome: number) =>
      `You start with ${n(welcome)} Med Coins. Spend them on AI study tools; earn more from level bonuses, streaks and referrals, or buy a pack.`,
  },
} as const;
