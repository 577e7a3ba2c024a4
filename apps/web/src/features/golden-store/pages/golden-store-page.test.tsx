// @vitest-environment happy-dom
import { formatInr } from '@medsutra/contract/economy/table';
import {
  GOLDEN_PRICE_MAX_INR,
  type GoldenItem,
  goldenApiPaths,
  goldenClaimReplySchema,
  goldenClaimUrl,
  goldenItemCreateRequestSchema,
  goldenItemReplySchema,
  goldenItemsReplySchema,
  goldenMessages,
  goldenUiMessages as text,
} from '@medsutra/contract/golden-store/api';
import { notesApiPaths, pdfListReplySchema } from '@medsutra/contract/notes/api';
import { paths } from '@medsutra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import GoldenStorePage from './golden-store-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));
const admin = vi.hoisted(() => ({ is: false }));
vi.mock('@/features/auth/api/use-is-admin', () => ({ useIsAdmin: () => admin.is }));

const item = (overrides: Partial<GoldenItem>): GoldenItem => ({
  id: '3f0c7a52-5d2f-4a58-9d7e-2b1f4c7e9a10',
  title: 'Anatomy in 100 pages',
  description: 'Every plexus and triangle, drawn.',
  subjectId: 'anatomy',
  priceInr: 499,
  includedInPremiumPlus: false,
  pageCount: 100,
  owned: false,
  includedForYou: false,
  ...overrides,
});
const TO_BUY = item({});
const OWNED = item({ id: '5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'Pharmacology tables', owned: true });
const INCLUDED = item({
  id: '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  title: 'Medicine one-liners',
  pageCount: 1,
  includedInPremiumPlus: true,
  includedForYou: true,
});

let items: GoldenItem[];
const itemsAnswer = http.get(goldenApiPaths.items, () =>
  HttpResponse.json(goldenItemsReplySchema.parse({ success: true, items })),
);
const card = (title: string) => within(screen.getByText(title).closest('div.flex-col') as HTMLElement);

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  admin.is = false;
  items = [TO_BUY, OWNED, INCLUDED];
});

/** Renders the page and fills the admin's add form with a PDF, a title and a price, not yet sent. */
async function fillNewItem() {
  renderWithApp(<GoldenStorePage />);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'surgery-final.pdf' });
  await user.selectOptions(screen.getByRole('combobox', { name: text.addPdf }), 'surgery-final.pdf');
  await user.type(screen.getByRole('textbox', { name: text.addTitleLabel }), 'Surgery in 80 pages');
  await user.type(screen.getByRole('spinbutton', { name: text.addPrice }), '299');
  return user;
}

describe('the Golden Med Store', () => {
  it('shows a loading status, then each PDF with its price and pages, and what the student can do with it', async () => {
    server.use(
      http.get(goldenApiPaths.items, async () => {
        await delay(50);
        return HttpResponse.json(goldenItemsReplySchema.parse({ success: true, items }));
      }),
    );
    renderWithApp(<GoldenStorePage />);
    expect(screen.getByRole('status').textContent).toBe(text.storeTitle);
    await screen.findByText('Anatomy in 100 pages');

    const toBuy = card('Anatomy in 100 pages');
    expect(toBuy.getByText(formatInr(499))).toBeTruthy();
    expect(toBuy.getByText(text.pages(100))).toBeTruthy();
    expect(toBuy.getByRole('link', { name: text.buy(formatInr(499)) }).getAttribute('href')).toBe(
      `${paths.checkout}?golden=${TO_BUY.id}`,
    );

    expect(
      card('Pharmacology tables')
        .getByRole('link', { name: `${text.owned} · ${text.open}` })
        .getAttribute('href'),
    ).toBe(paths.myNotes);

    const included = card('Medicine one-liners');
    expect(included.getByText(text.pages(1))).toBeTruthy();
    expect(included.getByText(text.includedBadge)).toBeTruthy();
    expect(included.getByRole('button', { name: text.claim })).toBeTruthy();
    expect(included.queryByRole('link')).toBeNull();

    // A student sees no admin form.
    expect(screen.queryByText(text.addTitle)).toBeNull();
  });

  it('says nothing is on sale yet when the store is empty', async () => {
    items = [];
    server.use(itemsAnswer);
    renderWithApp(<GoldenStorePage />);
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Buy for/ })).toBeNull();
  });

  it('says the store could not load when the network fails', async () => {
    server.use(http.get(goldenApiPaths.items, () => HttpResponse.error()));
    renderWithApp(<GoldenStorePage />);
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });

  it('adds a PDF included in the plan, then shows it as one of hers', async () => {
    const claimed: string[] = [];
    server.use(
      itemsAnswer,
      http.post(goldenClaimUrl(INCLUDED.id), () => {
        claimed.push(INCLUDED.id);
        items = [TO_BUY, OWNED, { ...INCLUDED, owned: true }];
        return HttpResponse.json(goldenClaimReplySchema.parse({ success: true, pdfId: 'pdf-9' }));
      }),
    );
    renderWithApp(<GoldenStorePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.claim }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', text.claimed));
    expect(claimed).toEqual([INCLUDED.id]);
    expect(await card('Medicine one-liners').findByRole('link', { name: `${text.owned} · ${text.open}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.claim })).toBeNull();
  });

  it("shows the server's sentence when the plan no longer includes the PDF", async () => {
    server.use(
      itemsAnswer,
      http.post(goldenClaimUrl(INCLUDED.id), () =>
        HttpResponse.json({ success: false, error: 'forbidden', message: goldenMessages.planEnded }, { status: 403 }),
      ),
    );
    renderWithApp(<GoldenStorePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.claim }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', goldenMessages.planEnded));
  });
});

describe("the admins' form that puts a PDF on sale", () => {
  const PDF_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  let sent: unknown[];
  beforeEach(() => {
    admin.is = true;
    sent = [];
    server.use(
      itemsAnswer,
      http.get(notesApiPaths.pdfs, () =>
        HttpResponse.json(
          pdfListReplySchema.parse({
            success: true,
            pdfs: [
              {
                id: PDF_ID,
                title: 'surgery-final.pdf',
                pageCount: 80,
                fileSize: 2_000_000,
                hasThumbnail: true,
                unprocessable: false,
                createdAt: '2026-11-20T10:00:00Z',
              },
            ],
          }),
        ),
      ),
    );
  });

  it('sends nothing until a PDF, a title and a whole-rupee price in range are given', async () => {
    server.use(
      http.post(goldenApiPaths.adminItems, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    renderWithApp(<GoldenStorePage />);
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: text.addSubmit });
    await user.click(submit);
    await user.type(screen.getByRole('textbox', { name: text.addTitleLabel }), 'Surgery in 80 pages');
    await user.click(submit);
    await user.type(screen.getByRole('spinbutton', { name: text.addPrice }), '299');
    await user.click(submit);
    // With the PDF chosen, a price the contract refuses (goldenMessages.priceRange) still sends nothing.
    await user.selectOptions(screen.getByRole('combobox', { name: text.addPdf }), 'surgery-final.pdf');
    const price = screen.getByRole('spinbutton', { name: text.addPrice });
    for (const refused of ['2.5', '0', String(GOLDEN_PRICE_MAX_INR + 1)]) {
      await user.clear(price);
      await user.type(price, refused);
      await user.click(submit);
    }
    await delay(50);
    expect(sent).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('sends the chosen PDF, title, price and Premium Plus mark, and says it is on sale', async () => {
    server.use(
      http.post(goldenApiPaths.adminItems, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        const created = item({
          id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
          title: 'Surgery in 80 pages',
          priceInr: 299,
        });
        items = [...items, created];
        return HttpResponse.json(goldenItemReplySchema.parse({ success: true, item: created }));
      }),
    );
    const user = await fillNewItem();
    await user.click(screen.getByRole('checkbox', { name: text.addIncluded }));
    await user.click(screen.getByRole('button', { name: text.addSubmit }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', text.added));
    expect(sent).toEqual([
      { pdfId: PDF_ID, title: 'Surgery in 80 pages', description: '', priceInr: 299, includedInPremiumPlus: true },
    ]);
    expect(goldenItemCreateRequestSchema.safeParse(sent[0]).success).toBe(true);
    expect(await screen.findByText('Surgery in 80 pages')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: text.addTitleLabel }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's sentence when it refuses the PDF", async () => {
    server.use(
      http.post(goldenApiPaths.adminItems, () =>
        HttpResponse.json(
          { success: false, error: 'validation_failed', message: goldenMessages.sourcePdfNotFound },
          { status: 400 },
        ),
      ),
    );
    const user = await fillNewItem();
    await user.click(screen.getByRole('button', { name: text.addSubmit }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', goldenMessages.sourcePdfNotFound));
  });
});
