// @vitest-environment happy-dom
import type { ThreadSummary } from '@medsutra/contract/tutor/api';
import { tutorScreenText as text, tutorApiPaths, tutorThreadPath } from '@medsutra/contract/tutor/screen';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { ChatView } from './chat-view';

const thread: ThreadSummary = {
  id: 'thread-1',
  title: 'Cardiac cycle',
  mode: 'tutor',
  premium: false,
  context: null,
  messageCount: 2,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

let threads: ThreadSummary[];
let renames: unknown[];
beforeEach(() => {
  threads = [thread];
  renames = [];
  server.use(
    http.get(tutorApiPaths.threads, () => HttpResponse.json({ success: true, threads })),
    http.get(tutorApiPaths.usage, () =>
      HttpResponse.json({ success: true, used: 1, limit: 20, left: 19, premiumChat: false, modelConfigured: true }),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe("the tutor's conversation list", () => {
  it('renames a conversation, showing the server’s sentence when a name is refused', async () => {
    let refuse = true;
    server.use(
      http.patch(tutorThreadPath(thread.id), async ({ request }) => {
        renames.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ success: false, message: 'Give the conversation a name.' }, { status: 400 });
        }
        threads = [{ ...thread, title: 'Heart sounds' }];
        return HttpResponse.json({ success: true });
      }),
    );
    renderWithApp(<ChatView mode="tutor" premium={false} />);
    await userEvent.click(await screen.findByRole('button', { name: `${text.rename}: Cardiac cycle` }));
    const name = screen.getByRole('textbox', { name: text.rename });
    await userEvent.clear(name);
    await userEvent.type(name, 'Heart sounds');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the conversation a name.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Heart sounds' })).toBeTruthy();
    expect(renames).toEqual([{ title: 'Heart sounds' }, { title: 'Heart sounds' }]);
    expect(screen.queryByRole('textbox', { name: text.rename })).toBeNull();
  });

  it('deletes a conversation only when confirmed, and says so when the delete fails', async () => {
    let deletes = 0;
    server.use(
      http.delete(tutorThreadPath(thread.id), () => {
        deletes += 1;
        if (deletes === 1)
          return HttpResponse.json({ success: false, message: 'Try again in a moment.' }, { status: 503 });
        threads = [];
        return HttpResponse.json({ success: true });
      }),
    );
    // The first tap is cancelled at the browser's question, the next ones confirmed.
    vi.stubGlobal('confirm', vi.fn().mockReturnValueOnce(false).mockReturnValue(true));
    renderWithApp(<ChatView mode="tutor" premium={false} />);
    const remove = await screen.findByRole('button', { name: `${text.delete}: Cardiac cycle` });
    await userEvent.click(remove);
    expect(deletes).toBe(0);
    await userEvent.click(remove);
    expect(await screen.findByText('Try again in a moment.')).toBeTruthy();
    await userEvent.click(remove);
    expect(await screen.findByText(text.noThreads)).toBeTruthy();
    expect(deletes).toBe(2);
  });
});
