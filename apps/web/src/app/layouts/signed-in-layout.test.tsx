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

describe('the tabs', () => {
  it('put Home, Practice, Revise, AI tools and More one tap away, in that order', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>page</SignedInLayout>);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/dashboard'],
      ['Practice', '/practice'],
      ['Revise', '/revise'],
      ['AI tools', '/new-ai-study-tools'],
      ['My notes', '/my-notes'],
      ['Medstagram', '/medstagram'],
      // Its hint is read after the label: a screen reader (and a crawler) hears what More holds.
      ['More: notes, Medstagram, profile', '/more'],
    ]);
    // My notes and Medstagram are tabs from sm up; on a phone they are on the More page.
    for (const name of ['My notes', 'Medstagram']) {
      expect(screen.getByRole('link', { name }).closest('li')?.className).toContain('hidden sm:block');
    }
  });

  it('marks Home as current at /, where a signed-in student sees the dashboard', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>page</SignedInLayout>, { path: '/' });
    expect((await screen.findByRole('link', { name: 'Home' })).className).toContain('border-primary');
  });

  it.each([
    ['/grand-tests', 'Practice'],
    ['/grand-tests/result', 'Practice'],
    ['/flashcards', 'Revise'],
    ['/flashcards/review', 'Revise'],
  ])('marks the tab whose hub lists the page as current: %s under %s', async (path, tab) => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>page</SignedInLayout>, { path });
    expect((await screen.findByRole('link', { name: tab })).className).toContain('border-primary');
    expect(screen.getByRole('link', { name: 'Home' }).className).toContain('border-transparent');
  });

  it('marks Practice as current on a practice tool and Revise on a study plan', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    const { unmount } = renderWithApp(<SignedInLayout>page</SignedInLayout>, { path: '/mcqsolving' });
    expect((await screen.findByRole('link', { name: 'Practice' })).className).toContain('border-primary');
    expect(screen.getByRole('link', { name: 'Revise' }).className).toContain('border-transparent');
    unmount();
    renderWithApp(<SignedInLayout>page</SignedInLayout>, { path: '/study-plan/p1' });
    expect((await screen.findByRole('link', { name: 'Revise' })).className).toContain('border-primary');
    expect(screen.getByRole('link', { name: 'Practice' }).className).toContain('border-transparent');
    expect(screen.getByRole('link', { name: 'Home' }).className).toContain('border-transparent');
  });
});

describe('exam mode', () => {
  it('leaves out the header and tabs on a running test, and brings them back with its result', async () => {
    vi.mocked(useAuthState).mockReturnValue(signedIn('user'));
    renderWithApp(<SignedInLayout>exam</SignedInLayout>, { path: '/test?id=t1' });
    await screen.findByText('exam');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
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
