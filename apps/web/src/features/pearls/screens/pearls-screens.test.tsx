// @vitest-environment happy-dom

import { errorReplySchema } from '@medsutra/contract/http/api';
import { libraryApiPaths, librarySubjectsReplySchema } from '@medsutra/contract/library/api';
import {
  notesApiPaths,
  notesMessages,
  type Pearl,
  pearlCreateReplySchema,
  pearlCreateRequestSchema,
  pearlListReplySchema,
} from '@medsutra/contract/notes/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import CreatePearlPage from './create-pearl-screen';
import PearlsListPage from './pearls-list-screen';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

// The screens' own sentences (not yet in the contract's message tables).
const EMPTY = 'No pearls yet. Write your first one.';
const NO_MATCH = 'None of your pearls match that search.';
const LOAD_FAILED = 'Your pearls could not be loaded. Try again in a moment.';
const SAVE_FAILED = 'The pearl could not be saved. Try again.';

const pearl = (id: string, overrides: Partial<Pearl> = {}): Pearl => ({
  id,
  title: `Pearl ${id}`,
  content: `The fact of pearl ${id}`,
  subjectId: null,
  subjectName: null,
  subtopicId: null,
  xpAwarded: 0,
  sharedAt: null,
  image: null,
  createdAt: '2026-11-27T10:00:00Z',
  ...overrides,
});

const PEARLS = [
  pearl('p1', { subjectId: 'pharmacology', subjectName: 'Pharmacology', title: 'Digoxin toxicity' }),
  pearl('p2', { title: 'Beck triad' }),
];

const errorReply = (message: string) => errorReplySchema.parse({ success: false, message, requestId: 'req-1' });

/** Answers the list like the server: `q` filters by title. */
const listHandler = (pearls: Pearl[]) =>
  http.get(notesApiPaths.pearls, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    const found = pearls.filter((item) => item.title.toLowerCase().includes(q));
    return HttpResponse.json(pearlListReplySchema.parse({ success: true, pearls: found }));
  });

beforeEach(() => vi.mocked(showToast).mockClear());

describe('the pearls list', () => {
  it('lists the student’s pearls with their subject, each opening its own page', async () => {
    server.use(listHandler(PEARLS));
    renderWithApp(<PearlsListPage />);
    const first = await screen.findByRole('link', { name: /Digoxin toxicity/ });
    expect(first.getAttribute('href')).toBe('/view-pearl?id=p1');
    expect(first.textContent).toContain('Pharmacology');
    expect(screen.getByRole('link', { name: /Beck triad/ }).textContent).toContain('General');
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('says when there are none yet, and when a search matches none', async () => {
    server.use(listHandler([]));
    const { unmount } = renderWithApp(<PearlsListPage />);
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    unmount();

    server.use(listHandler(PEARLS));
    renderWithApp(<PearlsListPage />);
    await screen.findByRole('link', { name: /Beck triad/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your pearls' }), { target: { value: 'nothing' } });
    expect(await screen.findByText(NO_MATCH)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Beck triad/ })).toBeNull();
  });

  it('says the pearls could not be loaded when the server fails', async () => {
    server.use(http.get(notesApiPaths.pearls, () => HttpResponse.json(errorReply('Down'), { status: 500 })));
    renderWithApp(<PearlsListPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_FAILED);
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderCreate = () =>
  renderWithApp(
    <Routes>
      <Route path="/create-pearl" element={<CreatePearlPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/create-pearl' },
  );

describe('creating a pearl', () => {
  beforeEach(() => {
    server.use(
      http.get(libraryApiPaths.subjects, () =>
        HttpResponse.json(
          librarySubjectsReplySchema.parse({
            success: true,
            subjects: [
              {
                id: 'pharmacology',
                name: 'Pharmacology',
                topicCount: 1,
                subtopicCount: 1,
                notedCount: 1,
                questionCount: 1,
              },
            ],
            subtopicTotal: 1,
          }),
        ),
      ),
    );
  });

  it('cannot be saved without a title and the fact, blank spaces included', async () => {
    renderCreate();
    const save = screen.getByRole('button', { name: 'Save pearl' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Digoxin toxicity' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('The pearl'), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('The pearl'), { target: { value: 'Hyperkalaemia' } });
    expect(save.disabled).toBe(false);
    expect(screen.getByText('13 of 500 characters')).toBeTruthy();
  });

  it('sends the trimmed pearl with its subject, says what it earned and opens it', async () => {
    let body: unknown;
    server.use(
      http.post(notesApiPaths.pearls, async ({ request }) => {
        body = await request.json();
        pearlCreateRequestSchema.parse(body);
        return HttpResponse.json(
          pearlCreateReplySchema.parse({
            success: true,
            pearl: pearl('p9', { title: 'Digoxin toxicity', xpAwarded: 100 }),
            xpAwarded: 100,
            message: notesMessages.pearlCreated(100),
          }),
        );
      }),
    );
    renderCreate();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Digoxin toxicity ' } });
    fireEvent.change(screen.getByLabelText('The pearl'), {
      target: { value: 'Hypokalaemia makes digoxin toxicity worse. ' },
    });
    await screen.findByRole('option', { name: 'Pharmacology' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'pharmacology' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pearl' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/view-pearl?id=p9');
    // As sent, before the server's own trimming.
    expect(body).toMatchObject({
      title: 'Digoxin toxicity',
      content: 'Hypokalaemia makes digoxin toxicity worse.',
      subjectId: 'pharmacology',
    });
    expect(vi.mocked(showToast)).toHaveBeenCalledWith('success', notesMessages.pearlCreated(100));
  });

  it('shows the server’s reason when it refuses the pearl, and its own when it gives none', async () => {
    server.use(
      http.post(notesApiPaths.pearls, () =>
        HttpResponse.json(errorReply(notesMessages.pearlContentTooLong), { status: 400 }),
      ),
    );
    renderCreate();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Digoxin' } });
    fireEvent.change(screen.getByLabelText('The pearl'), { target: { value: 'A fact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pearl' }));
    expect((await screen.findByRole('alert')).textContent).toBe(notesMessages.pearlContentTooLong);

    server.use(http.post(notesApiPaths.pearls, () => new HttpResponse(null, { status: 502 })));
    fireEvent.click(screen.getByRole('button', { name: 'Save pearl' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED));
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
