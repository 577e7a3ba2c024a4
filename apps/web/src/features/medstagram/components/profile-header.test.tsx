// @vitest-environment happy-dom
import { moderationApiPaths } from '@medsutra/contract/admin/api';
import type { MedstagramProfile } from '@medsutra/contract/medstagram/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { ProfileHeader } from './profile-header';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const PROFILE: MedstagramProfile = {
  name: 'Ravi Kumar',
  handle: 'ravi',
  avatarUrl: null,
  bio: '',
  college: null,
  examYear: null,
  counts: { posts: 0, followers: 0, following: 0 },
  isMe: false,
  followedByMe: false,
  blockedByMe: false,
};

describe('reporting a student from their profile', () => {
  it('offers the moderation queue’s user reasons and sends kind user with the handle', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(moderationApiPaths.reasons, () =>
        HttpResponse.json({
          success: true,
          kinds: [
            { kind: 'post', reasons: ['Spam or scams'] },
            { kind: 'user', reasons: ['Harassment or bullying', 'Impersonation'] },
          ],
        }),
      ),
      http.post(moderationApiPaths.reports, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Saved', reportId: 'r1' }, { status: 201 });
      }),
    );
    renderWithApp(<ProfileHeader profile={PROFILE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Impersonation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toEqual([{ targetKind: 'user', targetId: 'ravi', reason: 'Impersonation' }]));
  });

  it('has no Report button on one’s own profile', () => {
    renderWithApp(<ProfileHeader profile={{ ...PROFILE, isMe: true }} />);
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
