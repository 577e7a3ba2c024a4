/**
 * Component tests: a page's parts rendered in happy-dom with the app's providers, against the
 * real API client and a network mocked at the edge with MSW (`server.use(http.post(…))`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Balances, balancesQueryKey } from '@/lib/balances';
import { coinsBalanceReply, xpBalanceReply } from './balances';

/** Every test file that imports this gets the mocked network; unmocked calls fail the test. */
export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A query client as tests want it: no retries, so a failed call shows at once. */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A test query client already holding `email`'s balance: `coins` Med Coins, 50 XP at level 1. */
export function queryClientWithBalance(email: string, coins: number) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(balancesQueryKey(email), {
    coins: coinsBalanceReply(coins),
    xp: xpBalanceReply(50),
  } as Balances);
  return queryClient;
}

export function renderWithApp(ui: ReactNode, options: { queryClient?: QueryClient; path?: string } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
