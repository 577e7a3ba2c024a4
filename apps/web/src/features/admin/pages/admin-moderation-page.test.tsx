// @vitest-environment happy-dom
import {
  type AdminReport,
  adminApiPaths,
  adminReportDecisionPath,
  moderationMessages,
} from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import AdminModerationPage from './admin-moderation-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const REPORT: AdminReport = {
  id: '3f0c7a52-5d2f-4a58-9d7e-2b1f4c7e9a10',
  targetKind: 'post',
  targetId: 'post-1',
  reason: 'Spam or scams',
  details: 'Sells leaked papers',
  createdAt: new Date().toISOString(),
  reporter: { name: 'Asha Rao', handle: 'asha' },
  target: { title: 'Post by @ravi: Brachial plexus map', link: '/medstagram?post=post-1', hidden: false },
  openOnTarget: 2,
};

let open: AdminReport[];
beforeEach(() => {
  vi.mocked(showToast).mockClear();
  open = [REPORT];
  server.use(http.get(adminApiPaths.reports, () => HttpResponse.json({ success: true, reports: open })));
});

describe('the moderation queue', () => {
  it('shows the target, the reason and the reporter, and upholds: the report leaves the queue', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(adminReportDecisionPath(REPORT.id), async ({ request }) => {
        sent.push(await request.json());
        open = [];
        return HttpResponse.json({ success: true, message: moderationMessages.upheld });
      }),
    );
    renderWithApp(<AdminModerationPage />);
    expect(await screen.findByRole('link', { name: REPORT.target!.title })).toBeTruthy();
    expect(screen.getByText(/Reported by Asha Rao \(@asha\)/)).toBeTruthy();
    expect(screen.getByText(/2 open reports on this/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: adminScreen.moderation.uphold }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', moderationMessages.upheld));
    expect(sent).toEqual([{ decision: 'uphold' }]);
    expect(await screen.findByText(adminScreen.moderation.empty)).toBeTruthy();
  });

  it('says so when another admin decided first', async () => {
    server.use(
      http.post(adminReportDecisionPath(REPORT.id), () =>
        HttpResponse.json({ success: false, message: moderationMessages.alreadyDecided }, { status: 409 }),
      ),
    );
    renderWithApp(<AdminModerationPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: adminScreen.moderation.dismiss }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', moderationMessages.alreadyDecided));
  });
});
