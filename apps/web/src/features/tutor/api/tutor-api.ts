/**
 * The tutor's API: threads (list, open, create, rename, delete), usage, feedback, the Chatbase
 * settings, and a message sent over `fetch` whose answer streams back as server-sent events.
 */
import type {
  CreateThreadRequest,
  ThreadListReply,
  ThreadReply,
  TutorAnswer,
  TutorUsageReply,
} from '@medsutra/contract/tutor/api';
import { tutorApiPaths, tutorFeedbackPath, tutorMessagesPath, tutorThreadPath } from '@medsutra/contract/tutor/screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const tutorQueryKey = ['tutor'] as const;

const threadsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: [...tutorQueryKey, 'threads', q] as const,
    queryFn: () =>
      api.get<ThreadListReply>(q ? `${tutorApiPaths.threads}?q=${encodeURIComponent(q)}` : tutorApiPaths.threads),
  });
export const useThreads = (q = '') => useQuery(threadsQueryOptions(q));

export const threadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: [...tutorQueryKey, 'thread', threadId] as const,
    queryFn: () => api.get<ThreadReply>(tutorThreadPath(threadId)),
    enabled: Boolean(threadId),
  });
export const useThread = (threadId: string | null) => useQuery(threadQueryOptions(threadId ?? ''));

export const useTutorUsage = () =>
  useQuery({
    queryKey: [...tutorQueryKey, 'usage'] as const,
    queryFn: () => api.get<TutorUsageReply>(tutorApiPaths.usage),
  });

export const useChatbaseConfig = () =>
  useQuery({
    queryKey: [...tutorQueryKey, 'chatbase'] as const,
    queryFn: () => api.get<{ success: true; agentId: string | null }>(tutorApiPaths.chatbaseConfig),
    staleTime: 5 * 60 * 1000,
  });

export const createThread = (body: CreateThreadRequest) =>
  api.post<{ success: true; threadId: string }>(tutorApiPaths.threads, body);
export const renameThread = (threadId: string, title: string) => api.patch(tutorThreadPath(threadId), { title });
export const deleteThread = (threadId: string) => api.delete(tutorThreadPath(threadId));
export const sendFeedback = (messageId: string, body: { kind: 'up' | 'down' | 'error'; reason?: string }) =>
  api.post(tutorFeedbackPath(messageId), body);

/** The stream ended before its `done` event: what arrived is in `partial`. */
export class StreamDroppedError extends Error {
  readonly partial: string;
  constructor(partial: string) {
    super('The answer stream ended early');
    this.name = 'StreamDroppedError';
    this.partial = partial;
  }
}

/**
 * Sends a message and reads the answer as it is written. `onDelta` gets each piece of text; the
 * promise resolves with the whole answer (its citations checked by the server). A non-OK reply
 * throws ApiError (the server's sentence inside); a dropped stream throws StreamDroppedError.
 */
export async function streamMessage(input: {
  threadId: string;
  content: string;
  clientId: string;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}): Promise<TutorAnswer> {
  let partial = '';
  let response: Response;
  try {
    response = await fetch(tutorMessagesPath(input.threadId), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ content: input.content, clientId: input.clientId }),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch {
    throw new StreamDroppedError('');
  }
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => response.statusText));
  if (!response.body) throw new StreamDroppedError('');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (!data) continue;
        const parsed = JSON.parse(data) as { text?: string; message?: string };
        if (event === 'delta' && parsed.text) {
          partial += parsed.text;
          input.onDelta(parsed.text);
        } else if (event === 'done') {
          return parsed as unknown as TutorAnswer;
        } else if (event === 'error') {
          throw new StreamDroppedError(partial);
        }
      }
    }
  } catch (error) {
    if (error instanceof StreamDroppedError) throw error;
    throw new StreamDroppedError(partial);
  }
  throw new StreamDroppedError(partial);
}
