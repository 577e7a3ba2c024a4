// @vitest-environment happy-dom
import { profileApiPaths, profileMessages } from '@medsutra/contract/account/profile';
import { type Listing, purchaseUrl } from '@medsutra/contract/stores/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/test/profile';
import { renderWithApp, server } from '@/test/render';
import { BuyButton } from './buy-button';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const listing = {
  id: '3f0c7a52-5d2f-4a58-9d7e-2b1f4c7e9a10',
  title: 'Brachial plexus in one page',
  priceCoins: 120,
  mine: false,
  owned: false,
} as Listing;

let purchases: unknown[];
beforeEach(() => {
  purchases = [];
  server.use(
    http.post(purchaseUrl(listing.id), async ({ request }) => {
      purchases.push(await request.json());
      return HttpResponse.json({ success: true, order: { pdfId: 'pdf-1' }, coinBalance: 380 });
    }),
  );
});

describe('buying a listing', () => {
  it('shows the price and asks once: Cancel buys nothing, Spend buys it', async () => {
    server.use(
      http.get(profileApiPaths.profile, () => HttpResponse.json({ success: true, profile: testProfile(true) })),
    );
    renderWithApp(<BuyButton listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: /Buy for 120/ }));
    expect(await screen.findByTestId('confirm-spend-text')).toHaveProperty(
      'textContent',
      profileMessages.confirmSpend('“Brachial plexus in one page”', 120, null),
    );
    await userEvent.click(screen.getByRole('button', { name: profileMessages.confirmSpendNo }));
    expect(purchases).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Buy for 120/ }));
    await userEvent.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(120) }));
    await waitFor(() => expect(purchases).toHaveLength(1));
  });

  it('asks even when small spends are not confirmed, since 120 is not under 50', async () => {
    server.use(
      http.get(profileApiPaths.profile, () => HttpResponse.json({ success: true, profile: testProfile(false) })),
    );
    renderWithApp(<BuyButton listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: /Buy for 120/ }));
    expect(await screen.findByTestId('confirm-spend-text')).toBeTruthy();
    expect(purchases).toEqual([]);
  });

  it('buys a spend under 50 at once when the student turned the question off', async () => {
    server.use(
      http.get(profileApiPaths.profile, () => HttpResponse.json({ success: true, profile: testProfile(false) })),
    );
    const { queryClient } = renderWithApp(<BuyButton listing={{ ...listing, priceCoins: 40 }} />);
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /Buy for 40/ }));
    await waitFor(() => expect(purchases).toHaveLength(1));
    expect(screen.queryByTestId('confirm-spend-text')).toBeNull();
  });
});
