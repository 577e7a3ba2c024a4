/**
 * A local HTTP server on 127.0.0.1 that speaks the chat-completions (and embeddings) protocol, so the OpenAI
 * adapter is tested against real HTTP (status codes, headers, SSE streaming, slow replies).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenAiCompatibleProvider } from '../../src/adapters/ai/openai-compatible.ts';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body; see `completion` for a successful one. */
  json?: unknown;
  /** Server-sent events, each a JSON chunk (the `[DONE]` line is added). */
  events?: unknown[];
  /** Wait this long before answering (to trigger the client's timeout). */
  delayMs?: number;
  /** Wait this long between streamed events (a model writing as it goes). */
  eventDelayMs?: number;
  /** Cut the connection after this many events, without `[DONE]` (a dropped stream). */
  cutAfter?: number;
}

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export function completion(content: string, model = 'fake-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** An `/embeddings` reply: one vector per input, in the order given (or `order`, as a server may). */
export function embeddings(vectors: readonly number[][], model = 'fake-embedding', order?: readonly number[]) {
  const indexes = order ?? vectors.map((_, i) => i);
  return {
    object: 'list',
    model,
    data: indexes.map((index) => ({ object: 'embedding', index, embedding: vectors[index] })),
    usage: { prompt_tokens: 10, total_tokens: 10 },
  };
}

export function chunk(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

export async function startFakeChatServer(reply: (request: ReceivedRequest, index: number) => FakeReply) {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => {
      raw += part;
    });
    req.on('end', async () => {
      const received = { path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} };
      requests.push(received);
      const answer = reply(received, requests.length - 1);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      if (answer.events) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/event-stream', ...answer.headers });
        res.flushHeaders();
        for (const [index, event] of answer.events.entries()) {
          if (answer.cutAfter !== undefined && index >= answer.cutAfter) {
            // Let what was written reach the client, then drop the connection.
            await new Promise((resolve) => setTimeout(resolve, 50));
            res.socket?.destroy();
            return;
          }
          if (answer.eventDelayMs) await new Promise((resolve) => setTimeout(resolve, answer.eventDelayMs));
          if (res.destroyed) return;
          res.write(`data: ${JSON.stringify(event)}\n\n`);
        }
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.json ?? {}));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The app's OpenAI-compatible provider pointed at a fake server, with no retries so a failure
 * shows at once; `options` names what a test sets otherwise (model, vision model, key, time-out).
 */
export function fakeChatProvider(
  server: { baseURL: string },
  options: Partial<Parameters<typeof createOpenAiCompatibleProvider>[0]> = {},
) {
  return createOpenAiCompatibleProvider({
    baseURL: server.baseURL,
    model: 'fake-model',
    timeoutMs: 5000,
    maxRetries: 0,
    ...options,
  });
}
