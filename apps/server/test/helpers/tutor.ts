/** Calls to the tutor's API as the web app makes them, and a reader for its event stream. */
import { tutorMessagesPath } from '@medsutra/contract/tutor/api';
import { jsonHeaders, type TestApp } from './build-test-app.ts';

type Who = { cookie: string };

export async function newThread(t: TestApp, who: Who, payload: Record<string, unknown> = {}) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/chat/threads',
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload,
  });
  if (reply.statusCode !== 201) throw new Error(`thread not created: ${reply.statusCode} ${reply.body}`);
  return reply.json().threadId as string;
}

/** A message with `Accept: application/json`: the whole answer as one reply. */
export function ask(t: TestApp, who: Who, threadId: string, content: string, clientId?: string) {
  return t.app.inject({
    method: 'POST',
    url: tutorMessagesPath(threadId),
    headers: { ...jsonHeaders, accept: 'application/json', cookie: who.cookie },
    payload: { content, ...(clientId ? { clientId } : {}) },
  });
}

/** Server-sent events parsed from a body: `event:` and `data:` lines, a blank line between. */
function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** A message as the browser sends it (an event stream back). */
export async function askStreaming(t: TestApp, who: Who, threadId: string, content: string, clientId?: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: tutorMessagesPath(threadId),
    headers: { ...jsonHeaders, accept: 'text/event-stream', cookie: who.cookie },
    payload: { content, ...(clientId ? { clientId } : {}) },
  });
  return { reply, events: reply.statusCode === 200 ? parseEvents(reply.body) : [] };
}
