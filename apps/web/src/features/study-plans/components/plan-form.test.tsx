// @vitest-environment happy-dom

import { profileApiPaths, profileMessages } from '@medsutra/contract/account/profile';
import { AI_TOOL_COSTS } from '@medsutra/contract/economy/table';
import { studyPlanMessages } from '@medsutra/contract/study-plans/api';
import { studyPlanPaths } from '@medsutra/contract/study-plans/paths';
import { toolApiPaths } from '@medsutra/contract/tools/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { testProfile } from '@/test/profile';
import { renderWithApp, server } from '@/test/render';
import { toolCatalogue } from '@/test/tool-catalogue';
import { PlanForm } from './plan-form';

const COST = AI_TOOL_COSTS.studyPlanner;

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  server.use(
    http.get(profileApiPaths.profile, () => HttpResponse.json({ success: true, profile: testProfile(true) })),
    // The form goes to the plan once it is made; the reply's shape matters no further here.
    http.post(studyPlanPaths.plans, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: false, message: 'Stop here.' }, { status: 400 });
    }),
  );
});

const makePlan = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Make my plan' }));
  return user;
};

describe('the AI study planner form', () => {
  it('asks before spending when a model writes the plan, and sends nothing when the student cancels', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(toolCatalogue(true))));
    renderWithApp(<PlanForm kind="ai" />);
    const user = await makePlan();
    expect((await screen.findByTestId('confirm-spend-text')).textContent).toBe(
      profileMessages.confirmSpend(studyPlanMessages.aiPlannerName, COST, null),
    );
    await user.click(screen.getByRole('button', { name: profileMessages.confirmSpendNo }));
    await waitFor(() => expect(screen.queryByTestId('confirm-spend-text')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('does not ask when no model is configured: the formula makes the plan and nothing is charged', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(toolCatalogue(false))));
    renderWithApp(<PlanForm kind="ai" />);
    await makePlan();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('confirm-spend-text')).toBeNull();
  });

  it('never asks on the free formula planner', async () => {
    renderWithApp(<PlanForm kind="formula" />);
    await makePlan();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('confirm-spend-text')).toBeNull();
  });
});
