import { deviceStatusMessages, loginMessages } from '@medsutra/contract/auth/messages';
import { LEADERBOARD_SIZE } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  AI_TOOL_NAMES,
  aiToolXp,
  DAILY_LOGIN_XP,
  LEVELS,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { mindmapCost, mindmapItemPath } from '@medsutra/contract/mindmaps/api';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { seedSignedInSession } from '../apps/server/test/helpers/signed-in-session.ts';
import { launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  timezoneId: 'Asia/Kolkata',
};
/** Another device: a friend's laptop, so the referral is not refused as the referrer's own device. */
const LAPTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  timezoneId: 'Asia/Kolkata',
};
const PASSWORD = 'Exam ready 2026!';
/** Students seeded with more XP than anyone who signs up here, filling the top list. */
const RIVAL_XP = 1000;
const chip = economyUiMessages.chip;

let server: RunningServer;
let browser: Browser;
let counter = 0;

/** Fills the leaderboard's top list with students who earned RIVAL_XP this week. */
async function seedRivals(dataDir: string) {
  const client = await createPglite({ dataDir });
  try {
    await client.query(
      `insert into users (email, full_name)
       select 'rival' || g || '@example.com', 'Rival ' || g from generate_series(1, $1::int) g`,
      [LEADERBOARD_SIZE],
    );
    await client.query(
      `insert into wallets (user_id, xp_balance) select id, $1::int from users where email like 'rival%'`,
      [RIVAL_XP],
    );
    await client.query(
      `insert into xp_ledger (user_id, amount, kind, reason, reference, idempotency_key)
       select id, $1::int, 'admin', 'Seeded for the leaderboard test', 'e2e', 'e2e:' || id
       from users where email like 'rival%'`,
      [RIVAL_XP],
    );
  } finally {
    await client.close();
  }
}

interface SeededReferral {
  referrerCookie: { name: string; value: string };
  friendCookie: { name: string; value: string };
}
let seededReferral: SeededReferral;

/**
 * A referrer and a friend who signed up with her code yesterday and verified the email: the
 * referral waits only for the friend to come back on a second day, which a browser cannot fake
 * with the server's real clock, so yesterday is written here before the server starts.
 */
async function seedReadyReferral(dataDir: string): Promise<SeededReferral> {
  const client = await createPglite({ dataDir });
  try {
    const session = async (userId: string) => (await seedSignedInSession(client, userId)).browserCookie;
    const referrer = await client.query<{ id: string }>(
      `insert into users (email, full_name, email_verified_at) values ('referrer.seeded@example.com', 'Ravi Kumar', now())
       returning id`,
    );
    const friend = await client.query<{ id: string }>(
      `insert into users (email, full_name, email_verified_at, created_at)
       values ('friend.seeded@example.com', 'Meera Iyer', now(), now() - interval '1 day') returning id`,
    );
    await client.query(
      `insert into referrals (referrer_id, referee_id, sign_up_address, created_at)
       values ($1, $2, '192.0.2.10', now() - interval '1 day')`,
      [referrer.rows[0]!.id, friend.rows[0]!.id],
    );
    return { referrerCookie: await session(referrer.rows[0]!.id), friendCookie: await session(friend.rows[0]!.id) };
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  server = await startServer({}, async (dataDir) => {
    await seedRivals(dataDir);
    seededReferral = await seedReadyReferral(dataDir);
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function device(options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-IN', serviceWorkers: 'block', ...options });
  return { context, page: await context.newPage() };
}

/** Signs up through the sign-in page (at `path`, which may carry a referral code) to the dashboard. */
async function signUp(page: Page, address: string, path = '/signup') {
  await page.goto(`${server.url}${path}`);
  await page.getByText(deviceStatusMessages.verified, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByLabel(loginMessages.fullName).fill('Asha Rao');
  await page.getByLabel(loginMessages.email).fill(address);
  await page.getByLabel(loginMessages.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(loginMessages.confirmPassword).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** The header chip, found by its accessible name: the numbers it shows with their units. */
const balanceChip = (page: Page, coins: number, xp: number, level: number, streak = 1) => {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = [
    coins.toLocaleString('en-IN'),
    chip.coins,
    xp.toLocaleString('en-IN'),
    chip.xp,
    chip.level,
    String(level),
    String(streak),
    chip.streak(streak),
  ].map(escapeRegExp);
  return page.getByRole('link', { name: new RegExp(`^\\s*${parts.join('\\s*')}\\s*$`) });
};

/** The student leaves the tab and comes back: a return forces a balance refresh (docs/product-rules.md, The app shell). */
async function leaveAndReturn(page: Page) {
  await page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      // As a browser fires it: at the document, bubbling to the window (where TanStack Query listens).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    show('hidden');
    show('visible');
  });
}

describe('a new student', () => {
  let student: { context: BrowserContext; page: Page; email: string };

  beforeAll(async () => {
    const { context, page } = await device(PHONE);
    student = { context, page, email: newEmail('asha') };
  });
  afterAll(() => student.context.close());

  it('sees the welcome bonus and today’s login in the header chip, with the daily-login toast', async () => {
    const { page, email } = student;
    await signUp(page, email);
    await balanceChip(page, WELCOME_BONUS_COINS, DAILY_LOGIN_XP, 1).waitFor();
    await page.getByText(economyUiMessages.dailyLogin.title(DAILY_LOGIN_XP)).waitFor();
    // The dashboard shows the same numbers, and the login in its recent activity.
    await page.getByRole('progressbar', { name: economyUiMessages.progress.bar(2) }).waitFor();
    const recent = page.getByRole('list', { name: economyUiMessages.dashboard.recentTitle });
    await recent.getByText(economyUiMessages.ledger.amountCoins(WELCOME_BONUS_COINS)).waitFor();
    await recent.getByText(economyUiMessages.ledger.amountXp(DAILY_LOGIN_XP)).waitFor();
  });

  it('sees a spend in the header when she returns to the tab, and in her history and analytics', async () => {
    const { page, email } = student;
    // No model on this server: the mindmap is the library version.
    const cost = mindmapCost(false);
    const reply = await page.request.post(`${server.url}/api/mindmap/generate`, {
      data: { topic: 'Heart failure', userEmail: email },
    });
    expect(reply.status(), await reply.text()).toBe(202);
    // A tool's XP is paid when its run is finished (the map made), not when it starts: wait for it.
    const { mindmapId } = (await reply.json()) as { mindmapId: string };
    const status = async () => {
      const item = await page.request.get(`${server.url}${mindmapItemPath(mindmapId)}`);
      return item.ok() ? ((await item.json()) as { mindmap?: { status?: string } }).mindmap?.status : undefined;
    };
    await expect.poll(status, { timeout: 60_000 }).toBe('ready');

    await leaveAndReturn(page);
    await balanceChip(page, WELCOME_BONUS_COINS - cost, DAILY_LOGIN_XP + aiToolXp(cost), 1).waitFor();

    await page.goto(`${server.url}/transaction-history`);
    const history = page.getByRole('list', { name: economyUiMessages.ledger.coinsTitle });
    const spend = history.getByRole('listitem').filter({ hasText: AI_TOOL_NAMES.mindmap });
    await spend.getByText(economyUiMessages.ledger.amountCoins(-cost)).waitFor();

    await page.goto(`${server.url}/med-coins-task-analytics`);
    const spentByTool = page.getByRole('figure', { name: economyUiMessages.analytics.byTaskSpentTitle });
    await spentByTool.getByText(AI_TOOL_NAMES.mindmap).waitFor();
    await page
      .getByRole('img', { name: economyUiMessages.analytics.byDayDescription(WELCOME_BONUS_COINS, cost) })
      .waitFor();
  });

  it('finds her own rank on the leaderboard below the full top list, and can leave and rejoin it', async () => {
    const { page } = student;
    await page.goto(`${server.url}/leaderboard`);
    const board = page.getByRole('list', { name: economyUiMessages.leaderboard.weekly });
    await board.getByRole('listitem').first().waitFor();
    expect(await board.getByRole('listitem').count()).toBe(LEADERBOARD_SIZE);
    expect(await board.locator('[aria-current="true"]').count()).toBe(0);
    const rankText = await page.getByTestId('your-rank').innerText();
    const rank = Number(rankText.match(/#(\d+)/)?.[1]);
    expect(rank).toBeGreaterThan(LEADERBOARD_SIZE);

    await page.getByRole('button', { name: economyUiMessages.leaderboard.leave }).click();
    await page.getByText(economyUiMessages.leaderboard.left, { exact: true }).waitFor();
    await page.getByTestId('your-rank').getByText(economyUiMessages.leaderboard.optedOutNote).waitFor();
    await page.getByRole('button', { name: economyUiMessages.leaderboard.rejoin }).click();
    await page.getByTestId('your-rank').getByText(`#${rank}`).waitFor();

    await page.getByRole('tab', { name: economyUiMessages.leaderboard.allTime }).click();
    await page.getByRole('list', { name: economyUiMessages.leaderboard.allTime }).waitFor();
    await page.getByTestId('your-rank').getByText(/#\d+/).waitFor();
  });
});

describe('a referral link', () => {
  it('shows a friend who joined with it as waiting, and pays when a verified friend comes back on a second day', async () => {
    const referrer = await device(PHONE);
    await referrer.context.addCookies([{ ...seededReferral.referrerCookie, url: server.url }]);
    await referrer.page.goto(`${server.url}/dashboard`);
    await balanceChip(referrer.page, 0, DAILY_LOGIN_XP, 1).waitFor();

    await referrer.page.goto(`${server.url}/referral`);
    const link = await referrer.page.getByRole('textbox', { name: economyUiMessages.referral.linkTitle }).inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/login\\?ref=[A-Z0-9]+$`));
    const whatsapp = await referrer.page
      .getByRole('link', { name: economyUiMessages.referral.whatsapp })
      .getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(link);
    const friends = referrer.page.getByRole('region', { name: economyUiMessages.referral.friendsTitle });
    const waitingFor = economyUiMessages.referral.waitingFor;
    await friends
      .getByRole('listitem')
      .filter({ hasText: 'Meera I.' })
      .getByText(economyUiMessages.referral.waitingText([waitingFor.second_day]))
      .waitFor();

    // A new friend signs up with the link on her laptop: nothing is paid yet, she is waiting.
    const newFriend = await device(LAPTOP);
    await signUp(newFriend.page, newEmail('friend'), new URL(link).pathname + new URL(link).search);
    await newFriend.context.close();
    await referrer.page.reload();
    await friends
      .getByRole('listitem')
      .filter({ hasText: 'Asha R.' })
      .getByText(economyUiMessages.referral.waitingText([waitingFor.email_verification, waitingFor.second_day]))
      .waitFor();
    await balanceChip(referrer.page, 0, DAILY_LOGIN_XP, 1).waitFor();

    // The friend who verified yesterday opens the app today: that pays the referrer.
    const returning = await device(LAPTOP);
    await returning.context.addCookies([{ ...seededReferral.friendCookie, url: server.url }]);
    await returning.page.goto(`${server.url}/dashboard`);
    await balanceChip(returning.page, 0, DAILY_LOGIN_XP, 1).waitFor();
    await returning.context.close();

    // Back on her phone: the forced refresh finds the reward and the level it reached.
    const level2 = LEVELS.find((level) => level.level === 2)!;
    await leaveAndReturn(referrer.page);
    const celebration = referrer.page.getByTestId('level-up');
    await celebration.getByText(economyUiMessages.levelUp.title(2)).waitFor();
    await celebration.getByText(economyUiMessages.levelUp.bonus(level2.bonusCoins)).waitFor();
    expect(await celebration.evaluate((element) => getComputedStyle(element).animationName)).toBe('level-up');
    await referrer.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await celebration.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const paidChip = () =>
      balanceChip(
        referrer.page,
        REFERRAL_REWARD_COINS + level2.bonusCoins,
        DAILY_LOGIN_XP + REFERRAL_REWARD_XP,
        2,
      ).waitFor();
    await paidChip();

    await referrer.page.reload();
    // After a reload the balances are fresh again, and the level is no longer new.
    await paidChip();
    const rewards = referrer.page.getByRole('region', { name: economyUiMessages.referral.rewardsTitle });
    const r = economyUiMessages.referral;
    // The tiles show their labels at once and their numbers when the summary arrives.
    await expect
      .poll(() => rewards.innerText())
      .toMatch(
        new RegExp(
          `${r.made}\\s+1\\s+${r.pending}\\s+1\\s+${r.coinsEarned}\\s+${REFERRAL_REWARD_COINS}\\s+${r.xpEarned}\\s+${REFERRAL_REWARD_XP}`,
        ),
      );
    await friends
      .getByRole('listitem')
      .filter({ hasText: 'Meera I.' })
      .getByText(r.statusPaid, { exact: true })
      .waitFor();
    // The level-up played once.
    expect(await referrer.page.getByTestId('level-up').count()).toBe(0);
    await referrer.context.close();
  });
});
