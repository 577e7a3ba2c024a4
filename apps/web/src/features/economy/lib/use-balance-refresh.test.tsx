// @vitest-environment happy-dom
/**
 * When the header's balances query refetches, on TanStack Query's own timers and events: on
 * start, every 120 s while the page is visible, forced on return to the page and on reconnect, at
 * once when the numbers moved; the other readers of the entry never fetch; a failure keeps the
 * last values.
 */
import { BALANCE_REFRESH_INTERVAL_MS } from '@medsutra/contract/timings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/provider';
import { ApiError } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { coinsBalanceReply, xpBalanceReply } from '@/test/balances';
import { useBalances } from '../api/get-balances';
import { getMedCoinsBalance } from '../api/get-med-coins-balance';
import { getXpBalance } from '../api/get-xp-balance';
import { useBalanceRefresh } from './use-balance-refresh';

vi.mock('../api/get-med-coins-balance', () => ({ getMedCoinsBalance: vi.fn() }));
vi.mock('../api/get-xp-balance', () => ({ getXpBalance: vi.fn() }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const EMAIL = 'asha@example.com';
const coinsReply = (balance: number) => coinsBalanceReply(balance);
const xpReply = (currentLevel: number) => xpBalanceReply(10, currentLevel);

let visibility: 'visible' | 'hidden' = 'visible';
function setVisibility(state: 'visible' | 'hidden') {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function renderRefresh() {
  // The app's own client, with its defaults (stale after 30 s, no refetch on focus).
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => ({ header: useBalanceRefresh(EMAIL), reader: useBalances(EMAIL) }), { wrapper });
  return { ...view, queryClient };
}

/** Moves the fake clock on by `ms`, inside act so the hook's updates land. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Lets TanStack Query's batched notifications reach React (they wait on a timer). */
const settle = () => advance(10);

/** Each refresh asks for the coins once (then the XP). */
const fetches = () => vi.mocked(getMedCoinsBalance).mock.calls.length;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  let coins = 100;
  vi.mocked(getMedCoinsBalance).mockReset();
  vi.mocked(getMedCoinsBalance).mockImplementation(async () => {
    coins += 10;
    return coinsReply(coins);
  });
  vi.mocked(getXpBalance).mockReset();
  vi.mocked(getXpBalance).mockResolvedValue(xpReply(1));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the header balances query', () => {
  it('fetches on start and then every 120 s while the page is visible; a reader shares the numbers and never fetches', async () => {
    const { result } = renderRefresh();
    await advance(0);
    expect(fetches()).toBe(1);
    await advance(BALANCE_REFRESH_INTERVAL_MS - 1);
    expect(fetches()).toBe(1);
    await advance(1);
    expect(fetches()).toBe(2);
    await advance(BALANCE_REFRESH_INTERVAL_MS * 3);
    expect(fetches()).toBe(5);
    await settle();
    expect(result.current.reader.data?.coins?.balance).toBe(150);
    expect(result.current.header.balances.data).toEqual(result.current.reader.data);
  });

  it('does not fetch while the page is hidden, forces a fetch on return, and counts the next from it', async () => {
    renderRefresh();
    await advance(0);
    act(() => setVisibility('hidden'));
    await advance(BALANCE_REFRESH_INTERVAL_MS * 5);
    expect(fetches()).toBe(1);
    act(() => setVisibility('visible'));
    await advance(0);
    expect(fetches()).toBe(2);
    // A return seconds later is forced too.
    await advance(1000);
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await advance(0);
    expect(fetches()).toBe(3);
    await advance(BALANCE_REFRESH_INTERVAL_MS - 1);
    expect(fetches()).toBe(3);
    await advance(1);
    expect(fetches()).toBe(4);
  });

  it('fetches at once when the numbers moved, and on reconnect', async () => {
    const { queryClient } = renderRefresh();
    await advance(0);
    await act(async () => {
      balancesMoved(queryClient);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetches()).toBe(2);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(fetches()).toBe(3);
  });

  it('keeps the last values, marked as an error, when a refresh fails, and remembers them for an offline start', async () => {
    const { result } = renderRefresh();
    await advance(0);
    // A refusal, so the call is not tried again: the refresh fails at once.
    const refused = new ApiError(403, '{}');
    vi.mocked(getMedCoinsBalance).mockRejectedValueOnce(refused);
    vi.mocked(getXpBalance).mockRejectedValueOnce(refused);
    await advance(BALANCE_REFRESH_INTERVAL_MS);
    await settle();
    expect(fetches()).toBe(2);
    expect(result.current.header.balances.isError).toBe(true);
    expect(result.current.reader.data?.coins?.balance).toBe(110);
    expect(localStorage.getItem('medsutra:last-balances')).toContain(EMAIL);
  });

  it('celebrates a level above the last one this student saw', async () => {
    vi.mocked(getXpBalance).mockResolvedValueOnce(xpReply(2)).mockResolvedValue(xpReply(3));
    const { result } = renderRefresh();
    await settle();
    // A first visit has no level seen before: nothing to celebrate.
    expect(result.current.header.levelUp).toBeNull();
    await advance(BALANCE_REFRESH_INTERVAL_MS);
    await settle();
    expect(result.current.header.levelUp).toBe(3);
  });
});
