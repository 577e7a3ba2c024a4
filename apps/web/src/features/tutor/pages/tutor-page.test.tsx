// @vitest-environment happy-dom
import { errorReplySchema } from '@medsutra/contract/http/api';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import {
  chatbaseConfigReplySchema,
  createThreadReplySchema,
  createThreadRequestSchema,
  sendMessageRequestSchema,
  type ThreadSummary,
  type TutorMessage,
  threadListReplySchema,
  threadReplySchema,
  tutorAnswerSchema,
  tutorUsageReplySchema,
} from '@medsutra/contract/tutor/api';
import {
  TUTOR_SAFETY_LINE,
  tutorScreenText as text,
  tutorApiPaths,
  tutorMessages,
  tutorModeText,
} from '@medsutra/contract/tutor/screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import TutorPage from './tutor-page';

const THREAD_ID = '0b5e8f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const NEW_THREAD_ID = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const errorReply = (message: string) => errorReplySchema.parse({ success: false, message, requestId: 'req-1' });

const summary = (overrides: Partial<ThreadSummary>): ThreadSummary => ({
  id: THREAD_ID,
  title: 'DKA fluids',
  mode: 'tutor',
  premium: false,
  context: null,
  messageCount: 2,
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:05:00Z',
  ...overrides,
});

const message = (overrides: Partial<TutorMessage>): TutorMessage => ({
  id: 'm1',
  role: 'user',
  content: 'What fluid first in DKA?',
  clientId: null,
  status: 'complete',
  citations: [],
  label: null,
  grounding: null,
  emergency: false,
  table: null,
  question: null,
  feedback: null,
  createdAt: '2026-11-27T10:00:00Z',
  ...overrides,
});

const ANSWER = message({
  id: 'm2',
  role: 'assistant',
  content: 'Start with 0.9% saline [1].',
  citations: [{ n: 1, kind: 'note', id: 'note-dka', title: 'Diabetic ketoacidosis', subtopicId: 'medicine.dka' }],
  label: 'From the MedSutra library',
  grounding: 'library',
});

/** The server's threads and their messages, as the handlers below answer them. */
let threads: ThreadSummary[];
let messagesOf: Record<string, TutorMessage[]>;
let left: number;

const threadReply = (id: string) => {
  const found = threads.find((thread) => thread.id === id);
  if (!found) return HttpResponse.json(errorReply(tutorMessages.threadNotFound), { status: 404 });
  return HttpResponse.json(
    threadReplySchema.parse({ success: true, thread: { ...found, summary: null }, messages: messagesOf[id] ?? [] }),
  );
};

beforeEach(() => {
  threads = [];
  messagesOf = {};
  left = 30;
  server.use(
    http.get(tutorApiPaths.threads, () => HttpResponse.json(threadListReplySchema.parse({ success: true, threads }))),
    http.get(tutorApiPaths.thread, ({ params }) => threadReply(String(params.threadId))),
    http.get(tutorApiPaths.usage, () =>
      HttpResponse.json(
        tutorUsageReplySchema.parse({
          success: true,
          used: 30 - left,
          limit: 30,
          left,
          premiumChat: false,
          modelConfigured: true,
        }),
      ),
    ),
    http.get(tutorApiPaths.chatbaseConfig, () =>
      HttpResponse.json(chatbaseConfigReplySchema.parse({ success: true, agentId: null })),
    ),
  );
});

/** A reply of server-sent events, written in the pieces given. */
const eventStream = (pieces: string[]) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const composer = () => screen.getByLabelText(tutorModeText.tutor.name) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: text.send }) as HTMLButtonElement;

describe('the AI tutor', () => {
  it('with no conversations yet, says so, shows the messages left and will not send an empty question', async () => {
    renderWithApp(<TutorPage />, { path: '/augchatbase' });
    const list = within(screen.getByRole('complementary', { name: text.threads }));
    expect(list.getByText('Loading…')).toBeTruthy();
    expect(await list.findByText(text.noThreads)).toBeTruthy();
    expect(screen.getByText(tutorModeText.tutor.hint)).toBeTruthy();
    expect(await screen.findByText(text.left(30, 30))).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(composer(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(composer(), { target: { value: 'Why?' } });
    expect(sendButton().disabled).toBe(false);
  });

  it('lists only this mode’s conversations and opens one with its cited answer', async () => {
    threads = [summary({}), summary({ id: NEW_THREAD_ID, title: 'Thyroid quiz', mode: 'quiz' })];
    messagesOf = { [THREAD_ID]: [message({}), ANSWER] };
    renderWithApp(<TutorPage />, { path: '/augchatbase' });
    const list = within(screen.getByRole('complementary', { name: text.threads }));
    fireEvent.click(await list.findByRole('button', { name: 'DKA fluids' }));
    expect(list.queryByRole('button', { name: 'Thyroid quiz' })).toBeNull();

    const conversation = within(screen.getByRole('region', { name: 'Conversation' }));
    expect(await conversation.findByText('What fluid first in DKA?')).toBeTruthy();
    expect(conversation.getByRole('link', { name: 'Source 1: Diabetic ketoacidosis' }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.dka'),
    );
    expect(conversation.getByText('From the MedSutra library')).toBeTruthy();
    expect(conversation.getByText(TUTOR_SAFETY_LINE)).toBeTruthy();
    expect(list.getByRole('button', { name: 'DKA fluids' }).getAttribute('aria-current')).toBe('true');
  });

  it('starts a conversation for the first question and shows the answer as it streams in', async () => {
    let created: unknown;
    let sent: { content: string; clientId?: string | undefined } | undefined;
    server.use(
      http.post(tutorApiPaths.threads, async ({ request }) => {
        created = createThreadRequestSchema.parse(await request.json());
        threads = [summary({ id: NEW_THREAD_ID, title: 'Saline in DKA', messageCount: 0 })];
        return HttpResponse.json(createThreadReplySchema.parse({ success: true, threadId: NEW_THREAD_ID }));
      }),
      http.post(tutorApiPaths.messages, async ({ request, params }) => {
        sent = sendMessageRequestSchema.parse(await request.json());
        const id = String(params.threadId);
        const answer = tutorAnswerSchema.parse({
          success: true,
          threadId: id,
          messageId: 'm2',
          answer: ANSWER.content,
          citations: ANSWER.citations,
          label: ANSWER.label,
          grounding: 'library',
          interrupted: false,
          emergency: false,
          table: null,
          question: null,
          choice: null,
          usage: { used: 1, limit: 30, left: 29 },
        });
        left = 29;
        messagesOf[id] = [
          message({ content: sent.content, clientId: sent.clientId ?? null }),
          { ...ANSWER, clientId: sent.clientId ?? null },
        ];
        return eventStream([
          sse('delta', { text: 'Start with ' }),
          sse('delta', { text: '0.9% saline [1].' }),
          sse('done', answer),
        ]);
      }),
    );
    renderWithApp(<TutorPage />, { path: '/augchatbase' });
    await screen.findByText(text.noThreads);
    fireEvent.change(composer(), { target: { value: '  What fluid first in DKA? ' } });
    fireEvent.click(sendButton());

    const conversation = within(screen.getByRole('region', { name: 'Conversation' }));
    expect(await conversation.findByRole('link', { name: 'Source 1: Diabetic ketoacidosis' })).toBeTruthy();
    expect(created).toEqual({ mode: 'tutor', premium: false });
    expect(sent?.content).toBe('What fluid first in DKA?');
    expect(await screen.findByText(text.left(29, 30))).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Saline in DKA' })).toBeTruthy();
    expect(composer().value).toBe('');
  });

  it('keeps the question and says why when the server refuses it', async () => {
    threads = [summary({})];
    messagesOf = { [THREAD_ID]: [] };
    server.use(
      http.post(tutorApiPaths.messages, () =>
        HttpResponse.json(errorReply(tutorMessages.dailyLimit(30)), { status: 429 }),
      ),
    );
    renderWithApp(<TutorPage />, { path: `/augchatbase?thread=${THREAD_ID}` });
    await screen.findByText(tutorModeText.tutor.hint);
    fireEvent.change(composer(), { target: { value: 'One more question' } });
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(tutorMessages.dailyLimit(30));
    expect(composer().value).toBe('One more question');
  });

  it('keeps what arrived when the stream drops, and offers to load the rest or send again', async () => {
    threads = [summary({})];
    messagesOf = { [THREAD_ID]: [] };
    server.use(http.post(tutorApiPaths.messages, () => eventStream([sse('delta', { text: 'Start with 0.9%' })])));
    renderWithApp(<TutorPage />, { path: `/augchatbase?thread=${THREAD_ID}` });
    await screen.findByText(tutorModeText.tutor.hint);
    fireEvent.change(composer(), { target: { value: 'What fluid first in DKA?' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText(text.dropped)).toBeTruthy();
    expect(screen.getByText('Start with 0.9%')).toBeTruthy();
    expect(screen.getByRole('button', { name: text.resume })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  });

  it('will not send once the day’s messages are used up', async () => {
    left = 0;
    renderWithApp(<TutorPage />, { path: '/augchatbase' });
    expect(await screen.findByText(text.left(0, 30))).toBeTruthy();
    fireEvent.change(composer(), { target: { value: 'Why?' } });
    expect(sendButton().disabled).toBe(true);
  });

  it('says so when a conversation about a library item cannot be started', async () => {
    server.use(
      http.post(tutorApiPaths.threads, () =>
        HttpResponse.json(errorReply(tutorMessages.contextNotFound), { status: 404 }),
      ),
    );
    renderWithApp(<TutorPage />, { path: '/augchatbase?questionId=q-missing' });
    await waitFor(() => expect(screen.getAllByRole('alert')[0]?.textContent).toBe(tutorMessages.contextNotFound));
    // The plain conversation screen is there to carry on.
    expect(await screen.findByText(text.noThreads)).toBeTruthy();
  });
});
