// @vitest-environment happy-dom
import {
  type LibrarySearchReply,
  type LibrarySubjectsReply,
  libraryApiPaths,
  librarySearchReplySchema,
  librarySubjectsReplySchema,
} from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubjectPage, librarySubtopicPage } from '@medsutra/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import LibraryPage from './library-page';

const SUBJECTS: LibrarySubjectsReply = librarySubjectsReplySchema.parse({
  success: true,
  subjects: [
    { id: 'anatomy', name: 'Anatomy', topicCount: 12, subtopicCount: 140, notedCount: 90, questionCount: 800 },
    { id: 'medicine', name: 'Medicine', topicCount: 20, subtopicCount: 310, notedCount: 250, questionCount: 2100 },
  ],
  subtopicTotal: 450,
});

const search = (reply: Omit<LibrarySearchReply, 'success'>): LibrarySearchReply =>
  librarySearchReplySchema.parse({ success: true, ...reply });

const subjectsAnswer = http.get(libraryApiPaths.subjects, () => HttpResponse.json(SUBJECTS));
const searchBox = () => screen.getByRole('searchbox', { name: text.searchLabel });

describe('the library', () => {
  it('shows a loading status, then every subject with its counts, linking to its page', async () => {
    server.use(
      http.get(libraryApiPaths.subjects, async () => {
        await delay(50);
        return HttpResponse.json(SUBJECTS);
      }),
    );
    renderWithApp(<LibraryPage />);
    expect(screen.getByRole('status').textContent).toBe(text.loading);
    const medicine = await screen.findByRole('link', { name: /Medicine/ });
    expect(medicine.getAttribute('href')).toBe(librarySubjectPage('medicine'));
    expect(medicine.textContent).toContain(text.subjectCounts(310, 250));
    expect(screen.getByRole('link', { name: /Anatomy/ }).textContent).toContain(text.subjectCounts(140, 90));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the library could not be loaded when the subjects do not come', async () => {
    server.use(http.get(libraryApiPaths.subjects, () => HttpResponse.error()));
    renderWithApp(<LibraryPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(text.loadFailed);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('searches after two characters, showing the synonyms searched and linking each hit to its subtopic', async () => {
    const asked: string[] = [];
    server.use(
      subjectsAnswer,
      http.get(libraryApiPaths.search, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json(
          search({
            query: 'MI',
            alsoSearched: ['myocardial infarction'],
            exact: true,
            results: [
              {
                kind: 'subtopic',
                id: 'medicine.mi',
                subjectId: 'medicine',
                subtopicId: 'medicine.mi',
                title: 'Myocardial infarction',
                snippet: 'STEMI and NSTEMI',
                score: 3,
              },
              {
                kind: 'question',
                id: 'q-17',
                subjectId: 'medicine',
                subtopicId: null,
                title: 'Earliest enzyme to rise after an MI',
                snippet: 'Which of the following rises first?',
                score: 2,
              },
            ],
            yourNotes: [],
          }),
        );
      }),
    );
    renderWithApp(<LibraryPage />);
    const user = userEvent.setup();
    await user.type(searchBox(), 'M');
    await delay(400);
    expect(asked).toEqual([]);
    await user.type(searchBox(), 'I');
    const hit = await screen.findByRole('link', { name: 'Myocardial infarction' });
    expect(hit.getAttribute('href')).toBe(librarySubtopicPage('medicine.mi'));
    expect(asked).toEqual(['MI']);
    expect(screen.getByText(text.alsoSearched(['myocardial infarction']))).toBeTruthy();
    // A question without a subtopic is shown, not linked; its kind is named.
    const question = screen.getByText('Earliest enzyme to rise after an MI');
    expect(question.tagName).toBe('P');
    expect(within(question.parentElement as HTMLElement).getByText(text.kind.question)).toBeTruthy();
    expect(screen.queryByText(text.noResults)).toBeNull();
  });

  it('says when nothing matches, and when the hits match only some of the words', async () => {
    server.use(
      subjectsAnswer,
      http.get(libraryApiPaths.search, () =>
        HttpResponse.json(search({ query: 'zzz', alsoSearched: [], exact: true, results: [], yourNotes: [] })),
      ),
    );
    renderWithApp(<LibraryPage />);
    const user = userEvent.setup();
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText(text.noResults)).toBeTruthy();
    expect(screen.queryByText(text.partialResults)).toBeNull();

    server.use(
      http.get(libraryApiPaths.search, () =>
        HttpResponse.json(
          search({
            query: 'heart zzz',
            alsoSearched: [],
            exact: false,
            results: [
              {
                kind: 'case',
                id: 'case-hf',
                subjectId: 'medicine',
                subtopicId: 'medicine.heart-failure',
                title: 'Breathless at night',
                snippet: 'A 64-year-old with orthopnoea',
                score: 1,
              },
            ],
            yourNotes: [],
          }),
        ),
      ),
    );
    await user.clear(searchBox());
    await user.type(searchBox(), 'heart zzz');
    expect(await screen.findByText(text.partialResults)).toBeTruthy();
    expect(screen.queryByText(text.noResults)).toBeNull();
  });

  it("lists the student's own matching notes apart, marked as hers, linking to My notes", async () => {
    server.use(
      subjectsAnswer,
      http.get(libraryApiPaths.search, () =>
        HttpResponse.json(
          search({
            query: 'dka',
            alsoSearched: ['diabetic ketoacidosis'],
            exact: true,
            results: [],
            yourNotes: [
              {
                id: 'note-1',
                title: 'My DKA fluids',
                snippet: 'Saline first, then insulin',
                subjectName: 'Medicine',
                subtopicName: null,
              },
            ],
          }),
        ),
      ),
    );
    renderWithApp(<LibraryPage />);
    await userEvent.setup().type(searchBox(), 'dka');
    const own = await screen.findByRole('link', { name: 'My DKA fluids' });
    expect(own.getAttribute('href')).toBe('/my-notes?noteId=note-1');
    expect(screen.getByRole('heading', { name: new RegExp(text.yourNotesHeading) }).textContent).toContain(
      text.yourNoteHint,
    );
    expect(screen.getByText(text.noResults)).toBeTruthy();
  });
});
