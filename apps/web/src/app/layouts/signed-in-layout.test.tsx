// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { setExamFinished } from '@/lib/exam-mode';
import { renderWithApp } from '@/test/render';
import { SignedInLayout } from './signed-in-layout';

vi.mock('@/features/auth/api/get-auth-status', () => ({ useAuthState: vi.fn() }));
vi.mock('@/features/auth/lib/use-purchased-pdf-resume', () => ({ usePurchasedPdfResume: () => undefined }));
vi.mock('./header-balances', () => ({ HeaderBalances: () => null }));
vi.mock('@/features/medstagram/components/notifications-bell', () => ({
  default: () => null,
  UnreadBadge: () => null,
}));

const signedIn = (role: 'user' | 'admin') =>
  ({
    status: 'signedIn',
    offline: false,
    user: { id: 'u1', email: 'a@example.com', fullName: 'A', role, emailVerified: true },
  }) as unknown as ReturnType<typeof useAuthState>;

beforeEach(() => vi.mocked(useAuthState).mockReset());

describe('the signed-in header', () => {
  it('shows admins an Admin link to /admin', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('admin'));
    renderWithApp(<SignedInLayout>page</SignedInLayout>);
    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });

  it('shows nobody else an Admin link', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>page</SignedInLayout>);
    await screen.findByText('page');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});

describe('exam mode', () => {
  it('leaves out the header and tabs on a running test, and brings them back with its result', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>exam</SignedInLayout>, { path: '/test?id=t1' });
    await screen.findByText('exam');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    act(() => setExamFinished('t1'));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    act(() => setExamFinished(null));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('keeps the header on the page that chooses a test', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>choose</SignedInLayout>, { path: '/test' });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
