// @vitest-environment happy-dom
import { profileApiPaths, profileMessages, profileReplySchema } from '@medsutra/contract/account/profile';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import {
  type CaseSession,
  caseActionReplySchema,
  caseActionRequestSchema,
  caseActionsPath,
  caseFinishPath,
  caseFinishReplySchema,
  caseSessionSchema,
  type ToolRunSummary,
  toolApiPaths,
  toolCatalogueReplySchema,
  toolMessages,
  toolRunListReplySchema,
  toolRunReplySchema,
  toolRunsPath,
} from '@medsutra/contract/tools/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { testProfile } from '@/test/profile';
import { queryClientWithBalance, renderWithApp, server } from '@/test/render';
import CaseToolPage from './case-tool-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const EMAIL = 'asha@example.com';
const RUN_ID = '0e5b3c1a-7d2f-4e8a-9b6c-1f2e3d4c5b6a';
/** No model on this server: NeuroCase is the library version, 20 Med Coins. */
const COST = 20;
const START = 'Start a case (20 Med Coins, library version)';

const CATALOGUE = toolCatalogueReplySchema.parse({
  success: true,
  modelConfigured: false,
  visionConfigured: false,
  tools: [
    {
      id: 'neurocase',
      name: 'NeuroCase',
      route: '/neurocase-ai',
      cost: COST,
      xp: 10,
      libraryVersion: true,
      planGate: null,
      offline: 'From the library.',
      runnable: true,
    },
  ],
});

const SESSION: CaseSession = caseSessionSchema.parse({
  runId: RUN_ID,
  toolId: 'neurocase',
  status: 'active',
  presentation: 'A 62-year-old man cannot lift his right arm since this morning.',
  area: 'neurology',
  choices: { history: ['Onset', 'Headache'], examination: ['Power'], investigation: ['CT head'] },
  log: [],
  marking: null,
  rounds: null,
});

const MARKING = {
  caseTitle: 'Left MCA stroke',
  diagnosis: 'Ischaemic stroke in the left middle cerebral artery territory',
  score: 40,
  pointsFound: 4,
  pointsTotal: 10,
  found: [{ kind: 'history', item: 'Time of onset', points: 4, evidence: 'Onset' }],
  missed: [{ kind: 'investigation', item: 'Non-contrast CT head', points: 6 }],
  unnecessary: [],
  teachingPoints: ['Image before thrombolysis.'],
  references: ['AHA/ASA 2019 guideline'],
  subtopicIds: ['medicine.stroke'],
  markedBy: 'offline',
  label: toolMessages.offlineMarkingLabel,
};

let runs: ToolRunSummary[];
let sent: { path: string; body: unknown }[];

const withBalance = (coins: number) => queryClientWithBalance(EMAIL, coins);

const record = async (request: Request) => {
  sent.push({ path: new URL(request.url).pathname, body: await request.json() });
};

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  runs = [];
  sent = [];
  server.use(
    http.get(toolApiPaths.catalogue, () => HttpResponse.json(CATALOGUE)),
    http.get(toolRunsPath('neurocase'), () => HttpResponse.json(toolRunListReplySchema.parse({ success: true, runs }))),
    http.get(profileApiPaths.profile, () =>
      HttpResponse.json(profileReplySchema.parse({ success: true, profile: testProfile(true) })),
    ),
  );
});

const renderCase = (coins = 500) =>
  renderWithApp(<CaseToolPage email={EMAIL} path="/neurocase-ai" />, { queryClient: withBalance(coins) });

describe('a NeuroCase session', () => {
  it('names no price until the catalogue says what this server charges, then shows cost, XP and balance', async () => {
    server.use(
      http.get(toolApiPaths.catalogue, async () => {
        await delay(50);
        return HttpResponse.json(CATALOGUE);
      }),
    );
    renderCase();
    expect(screen.getByRole('button', { name: 'Start a case (…)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: START })).toBeTruthy();
    expect(screen.getByText('20 Med Coins a run, library version')).toBeTruthy();
    expect(screen.getByText('10 XP')).toBeTruthy();
    expect(screen.getByTestId('tool-balance').textContent).toBe('500 Med Coins');
    // No past runs yet: no list of them.
    expect(screen.queryByText('Your past runs')).toBeNull();
  });

  it('warns before starting when the balance is below the cost, pointing to the coin store', async () => {
    renderCase(5);
    const warning = await screen.findByText(/Insufficient Med Coins\. You have 5, need 20\./);
    expect(within(warning).getByRole('link', { name: 'Get Med Coins' })).toBeTruthy();
  });

  it('asks before spending, then works the case: asks from the list, and is marked against the rubric', async () => {
    server.use(
      http.post(toolRunsPath('neurocase'), async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          toolRunReplySchema.parse({
            success: true,
            runId: RUN_ID,
            toolId: 'neurocase',
            status: 'running',
            medCoinsDeducted: COST,
            xpAwarded: 0,
            output: SESSION,
          }),
        );
      }),
      http.post(caseActionsPath(RUN_ID), async ({ request }) => {
        await record(request);
        const entry = {
          kind: 'history',
          text: 'Onset',
          revealed: [{ label: 'Onset', finding: 'Sudden, on waking at 6 am.' }],
          note: '',
          at: '2026-11-28T03:30:00Z',
        };
        return HttpResponse.json(
          caseActionReplySchema.parse({ success: true, entry, session: { ...SESSION, log: [entry] } }),
        );
      }),
      http.post(caseFinishPath(RUN_ID), async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          caseFinishReplySchema.parse({
            success: true,
            marking: MARKING,
            session: { ...SESSION, status: 'finished', marking: MARKING },
          }),
        );
      }),
    );
    renderCase();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: START }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendNo }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: START }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));

    expect(await screen.findByText(SESSION.presentation)).toBeTruthy();
    expect(vi.mocked(showToast).mock.calls[0]?.slice(0, 2)).toEqual(['success', 'Case started']);
    expect(screen.getByRole('button', { name: 'History' }).getAttribute('aria-pressed')).toBe('true');

    // Nothing to send until something is chosen or typed; blanks do not count.
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Or type it' }), '   ');
    expect(ask.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose from the list' }), 'Onset');
    expect(ask.hasAttribute('disabled')).toBe(false);
    await user.click(ask);
    expect(await screen.findByText('Sudden, on waking at 6 am.')).toBeTruthy();
    expect(screen.getByText('History: Onset')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Finish and get marked' }));
    expect((await screen.findByTestId('case-score')).textContent).toBe('40% (4 of 10 points)');
    expect(screen.getByText(toolMessages.offlineMarkingLabel)).toBeTruthy();
    expect(screen.getByText('Non-contrast CT head')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'stroke' }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.stroke'),
    );
    expect(screen.getByRole('button', { name: 'Start another case (20 Med Coins, library version)' })).toBeTruthy();
    expect(screen.queryByText(SESSION.presentation)).toBeNull();

    expect(sent).toEqual([
      { path: toolRunsPath('neurocase'), body: { input: {} } },
      { path: caseActionsPath(RUN_ID), body: { kind: 'history', text: 'Onset' } },
      { path: caseFinishPath(RUN_ID), body: {} },
    ]);
    expect(caseActionRequestSchema.safeParse(sent[1]?.body).success).toBe(true);
  });

  it("says the case did not start, with the server's sentence, when the run is refused", async () => {
    server.use(
      http.post(toolRunsPath('neurocase'), () =>
        HttpResponse.json(
          { success: false, error: 'insufficient_coins', message: toolMessages.insufficientCoins(5, COST) },
          { status: 409 },
        ),
      ),
    );
    renderCase();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: START }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'The case did not start', {
        description: toolMessages.insufficientCoins(5, COST),
      }),
    );
    expect(screen.getByRole('button', { name: START })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish and get marked' })).toBeNull();
  });

  it('lists past runs with their score, or that they were refunded', async () => {
    runs = [
      {
        runId: 'r1',
        toolId: 'neurocase',
        status: 'finished',
        title: 'Left MCA stroke',
        medCoinsDeducted: 20,
        xpAwarded: 10,
        refunded: false,
        score: 75,
        createdAt: '2026-11-27T10:00:00Z',
      },
      {
        runId: 'r2',
        toolId: 'neurocase',
        status: 'failed',
        title: 'Case not started',
        medCoinsDeducted: 20,
        xpAwarded: 0,
        refunded: true,
        score: null,
        createdAt: '2026-11-26T10:00:00Z',
      },
    ];
    renderCase();
    const past = within((await screen.findByRole('heading', { name: 'Your past runs' })).parentElement as HTMLElement);
    const [finished, refunded] = past.getAllByRole('listitem');
    expect(finished?.textContent).toContain('Left MCA stroke');
    expect(finished?.textContent).toContain('75%');
    expect(finished?.textContent).toContain('−20');
    expect(refunded?.textContent).toContain('Case not started (not finished)');
    expect(refunded?.textContent).toContain('refunded');
  });
});
