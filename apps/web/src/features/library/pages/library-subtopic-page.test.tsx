// @vitest-environment happy-dom
import {
  type LibrarySubtopicReply,
  libraryApiPaths,
  libraryReportReasonLabels,
  libraryReportReplySchema,
  libraryReportRequestSchema,
  librarySubtopicPath,
  librarySubtopicReplySchema,
} from '@medsutra/contract/library/api';
import { libraryMessages, libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubjectPage, librarySubtopicPage } from '@medsutra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import LibrarySubtopicPage from './library-subtopic-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const ID = 'medicine.mi';

const NOTED: LibrarySubtopicReply = librarySubtopicReplySchema.parse({
  success: true,
  subtopic: {
    id: ID,
    name: 'Myocardial infarction',
    yield: 'high',
    aliases: ['MI'],
    subject: { id: 'medicine', name: 'Medicine' },
    topic: { id: 'medicine.cardiology', name: 'Cardiology' },
    notes: {
      sections: [{ heading: 'Diagnosis', points: ['Troponin rises 3–4 hours after onset'] }],
      tables: [],
      mnemonics: [],
      traps: [],
      figures: [],
      references: ['Harrison 21e, ch. 274'],
      written: '2026-10-01',
      lastReviewed: '2026-11-01',
      version: 'v3',
      source: 'MedSutra editors',
      licence: 'CC BY 4.0',
    },
    related: [{ id: 'medicine.angina', name: 'Stable angina' }],
    questionCount: 14,
  },
});
const UNNOTED: LibrarySubtopicReply = librarySubtopicReplySchema.parse({
  ...NOTED,
  subtopic: { ...NOTED.subtopic, notes: null, related: [], questionCount: 0 },
});

function renderSubtopic() {
  return renderWithApp(
    <Routes>
      <Route path="/library/subtopic/:subtopicId" element={<LibrarySubtopicPage />} />
    </Routes>,
    { path: librarySubtopicPage(ID) },
  );
}

beforeEach(() => vi.mocked(showToast).mockClear());

describe('a library subtopic', () => {
  it('shows its notes, references, neighbours and question count, with the way back to its subject', async () => {
    server.use(http.get(librarySubtopicPath(ID), () => HttpResponse.json(NOTED)));
    renderSubtopic();
    expect(await screen.findByRole('heading', { name: 'Myocardial infarction' })).toBeTruthy();
    expect(screen.getByText('Troponin rises 3–4 hours after onset')).toBeTruthy();
    expect(screen.getByText('Harrison 21e, ch. 274')).toBeTruthy();
    expect(screen.getByText(text.questionCount(14))).toBeTruthy();
    expect(screen.getByRole('link', { name: text.backToSubject('Medicine') }).getAttribute('href')).toBe(
      librarySubjectPage('medicine'),
    );
    expect(screen.getByRole('link', { name: 'Stable angina' }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.angina'),
    );
    expect(screen.queryByText(libraryMessages.noNotes)).toBeNull();
  });

  it('says plainly that no notes are written yet, and offers no report for notes that do not exist', async () => {
    server.use(http.get(librarySubtopicPath(ID), () => HttpResponse.json(UNNOTED)));
    renderSubtopic();
    expect(await screen.findByText(libraryMessages.noNotes)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.report })).toBeNull();
    expect(screen.queryByText(text.relatedTitle)).toBeNull();
  });

  it("shows the server's sentence when the subtopic is not in the library", async () => {
    server.use(
      http.get(librarySubtopicPath(ID), () =>
        HttpResponse.json(
          { success: false, error: 'not_found', message: libraryMessages.subtopicNotFound },
          { status: 404 },
        ),
      ),
    );
    renderSubtopic();
    expect((await screen.findByRole('alert')).textContent).toBe(libraryMessages.subtopicNotFound);
  });
});

describe('reporting an error in the notes', () => {
  it('sends the chosen reason and details for this note, thanks the student and closes the form', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(librarySubtopicPath(ID), () => HttpResponse.json(NOTED)),
      http.post(libraryApiPaths.reports, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          libraryReportReplySchema.parse({ success: true, message: libraryMessages.reportSaved, reportId: 'r1' }),
        );
      }),
    );
    renderSubtopic();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.report }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: text.reportReason }),
      libraryReportReasonLabels.outdated,
    );
    await user.type(screen.getByRole('textbox', { name: text.reportText }), 'Troponin is now high-sensitivity');
    await user.click(screen.getByRole('button', { name: text.reportSend }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', libraryMessages.reportSaved));
    // What the page sent is a request the server's schema accepts.
    expect(sent).toEqual([
      { itemKind: 'note', itemId: ID, reason: 'outdated', text: 'Troponin is now high-sensitivity' },
    ]);
    expect(libraryReportRequestSchema.safeParse(sent[0]).success).toBe(true);
    expect(screen.queryByRole('button', { name: text.reportSend })).toBeNull();
    expect(screen.getByRole('button', { name: text.report })).toBeTruthy();
  });

  it("shows the server's validation sentence and keeps the form and what was typed", async () => {
    server.use(
      http.get(librarySubtopicPath(ID), () => HttpResponse.json(NOTED)),
      http.post(libraryApiPaths.reports, () =>
        HttpResponse.json(
          { success: false, error: 'validation_failed', message: libraryMessages.reportTextInvalid },
          { status: 400 },
        ),
      ),
    );
    renderSubtopic();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.report }));
    await user.type(screen.getByRole('textbox', { name: text.reportText }), 'Odd text');
    await user.click(screen.getByRole('button', { name: text.reportSend }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', libraryMessages.reportTextInvalid));
    expect((screen.getByRole('textbox', { name: text.reportText }) as HTMLTextAreaElement).value).toBe('Odd text');
  });

  it('says the report could not be sent when no answer comes', async () => {
    server.use(
      http.get(librarySubtopicPath(ID), () => HttpResponse.json(NOTED)),
      http.post(libraryApiPaths.reports, () => HttpResponse.error()),
    );
    renderSubtopic();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.report }));
    await user.click(screen.getByRole('button', { name: text.reportSend }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', text.reportFailed));
  });
});
