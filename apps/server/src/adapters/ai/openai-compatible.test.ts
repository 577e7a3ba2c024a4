import { type MindmapTree, mindmapTreeSchema } from '@medsutra/contract/mindmaps/api';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chunk,
  completion,
  embeddings,
  type FakeReply,
  type ReceivedRequest,
  startFakeChatServer,
} from '../../../test/helpers/fake-chat-server.ts';
import { createOpenAiCompatibleProvider, toModelJsonSchema } from './openai-compatible.ts';
import { AiError, AiInvalidOutputError, AiRequestError, AiTimeoutError } from './provider.ts';

const tree: MindmapTree = {
  topic: 'Asthma',
  branches: [{ label: 'Definition', children: [{ label: 'Reversible airway obstruction', children: [] }] }],
};

let server: Awaited<ReturnType<typeof startFakeChatServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function providerAnswering(
  reply: (request: ReceivedRequest, index: number) => FakeReply,
  options: { timeoutMs?: number; maxRetries?: number } = {},
) {
  server = await startFakeChatServer(reply);
  return createOpenAiCompatibleProvider({
    baseURL: server.baseURL,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: options.timeoutMs ?? 5000,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: 5,
  });
}

const mindmapRequest = (signal?: AbortSignal) => ({
  task: 'mindmap' as const,
  input: { topic: 'Asthma' },
  schema: mindmapTreeSchema,
  schemaName: 'mindmap',
  messages: [{ role: 'user' as const, content: 'Topic: "Asthma"' }],
  ...(signal ? { signal } : {}),
});

describe('structured output', () => {
  it('sends the JSON schema as the response format and returns the validated object', async () => {
    const provider = await providerAnswering(() => ({ json: completion(JSON.stringify(tree), 'test-model-2026') }));
    const result = await provider.generateObject(mindmapRequest());
    expect(result).toEqual({ value: tree, source: 'ai', model: 'test-model-2026', attempts: 1 });

    const [request] = server!.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({
      model: 'test-model',
      messages: [{ role: 'user', content: 'Topic: "Asthma"' }],
      response_format: { type: 'json_schema', json_schema: { name: 'mindmap', strict: true } },
    });
    const schema = (request!.body.response_format as { json_schema: { schema: unknown } }).json_schema.schema;
    expect(schema).toEqual(toModelJsonSchema(mindmapTreeSchema));
  });

  it('asks again once after malformed output, telling the model what was wrong', async () => {
    const provider = await providerAnswering((_request, index) => ({
      json: completion(index === 0 ? 'Here is your mindmap: {' : JSON.stringify(tree)),
    }));
    const result = await provider.generateObject(mindmapRequest());
    expect(result.attempts).toBe(2);
    expect(result.value).toEqual(tree);
    const retry = server!.requests[1]!.body.messages as { role: string; content: string }[];
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Here is your mindmap: {' });
    expect(retry.at(-1)!.content).toContain('the reply was not JSON');
  });

  it('fails after two replies that are JSON but not the schema', async () => {
    const provider = await providerAnswering(() => ({ json: completion(JSON.stringify({ topic: 'Asthma' })) }));
    const failure = provider.generateObject(mindmapRequest());
    await expect(failure).rejects.toBeInstanceOf(AiInvalidOutputError);
    await expect(failure).rejects.toThrow(/branches/);
    expect(server!.requests).toHaveLength(2);
  });

  it('fails after two malformed replies, making exactly two calls', async () => {
    const provider = await providerAnswering(() => ({ json: completion('not json at all') }));
    await expect(provider.generateObject(mindmapRequest())).rejects.toBeInstanceOf(AiInvalidOutputError);
    expect(server!.requests).toHaveLength(2);
  });

  it('treats a refusal as invalid output', async () => {
    const provider = await providerAnswering(() => ({
      json: {
        ...completion(''),
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, refusal: 'No.' } }],
      },
    }));
    await expect(provider.generateObject(mindmapRequest())).rejects.toThrow(/refused: No\./);
  });

  it('keeps only schema keywords that strict modes accept', () => {
    const schema = toModelJsonSchema(mindmapTreeSchema);
    const text = JSON.stringify(schema);
    expect(text).not.toContain('minLength');
    expect(text).not.toContain('$schema');
    expect(schema).toMatchObject({ type: 'object', required: ['topic', 'branches'], additionalProperties: false });
  });
});

describe('errors and retries', () => {
  it('retries a 429 after its Retry-After, then succeeds', async () => {
    const provider = await providerAnswering((_request, index) =>
      index === 0
        ? { status: 429, headers: { 'retry-after': '0' }, json: { error: { message: 'Rate limit' } } }
        : { json: completion(JSON.stringify(tree)) },
    );
    expect((await provider.generateObject(mindmapRequest())).value).toEqual(tree);
    expect(server!.requests).toHaveLength(2);
  });

  it('retries a 5xx with backoff up to the limit, then fails with the status', async () => {
    const provider = await providerAnswering(() => ({ status: 503, json: { error: { message: 'Overloaded' } } }), {
      maxRetries: 2,
    });
    const failure = provider.generateObject(mindmapRequest());
    await expect(failure).rejects.toBeInstanceOf(AiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(server!.requests).toHaveLength(3);
  });

  it('does not retry a 4xx such as a bad key', async () => {
    const provider = await providerAnswering(() => ({ status: 401, json: { error: { message: 'Invalid key' } } }));
    await expect(provider.generateObject(mindmapRequest())).rejects.toMatchObject({
      name: 'AiRequestError',
      status: 401,
    });
    expect(server!.requests).toHaveLength(1);
  });

  it('gives up on a slow provider after the timeout, without retrying', async () => {
    const provider = await providerAnswering(() => ({ delayMs: 2000, json: completion(JSON.stringify(tree)) }), {
      timeoutMs: 150,
    });
    const started = Date.now();
    await expect(provider.generateObject(mindmapRequest())).rejects.toBeInstanceOf(AiTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server!.requests).toHaveLength(1);
  });

  it('reports an unreachable provider as a request error', async () => {
    server = await startFakeChatServer(() => ({}));
    const baseURL = server.baseURL;
    await server.close();
    server = null;
    const provider = createOpenAiCompatibleProvider({
      baseURL,
      model: 'm',
      timeoutMs: 1000,
      maxRetries: 1,
      retryBaseDelayMs: 5,
    });
    await expect(provider.generateObject(mindmapRequest())).rejects.toBeInstanceOf(AiRequestError);
  });

  it('lets an abort through as an abort, not as a provider failure', async () => {
    const provider = await providerAnswering(() => ({ delayMs: 2000, json: completion(JSON.stringify(tree)) }));
    const controller = new AbortController();
    const failure = provider.generateObject(mindmapRequest(controller.signal));
    setTimeout(() => controller.abort(), 50);
    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AiError);
  });
});

describe('streaming chat', () => {
  it('yields the reply as it arrives', async () => {
    const provider = await providerAnswering(() => ({
      events: [chunk('Beta-'), chunk('agonists '), chunk('relieve.')],
    }));
    const parts: string[] = [];
    for await (const part of provider.streamChat({ messages: [{ role: 'user', content: 'Asthma relief?' }] })) {
      parts.push(part);
    }
    expect(parts).toEqual(['Beta-', 'agonists ', 'relieve.']);
    expect(server!.requests[0]!.body).toMatchObject({ model: 'test-model', stream: true });
  });

  it('fails with the status when the stream is refused', async () => {
    const provider = await providerAnswering(() => ({ status: 400, json: { error: { message: 'Bad request' } } }));
    const consume = async () => {
      for await (const _ of provider.streamChat({ messages: [{ role: 'user', content: 'Hi' }] })) {
        // nothing
      }
    };
    await expect(consume()).rejects.toMatchObject({ name: 'AiRequestError', status: 400 });
  });
});

describe('embeddings', () => {
  async function embeddingProvider(reply: (request: ReceivedRequest) => FakeReply, dimensions?: number) {
    server = await startFakeChatServer(reply);
    return createOpenAiCompatibleProvider({
      baseURL: server.baseURL,
      apiKey: 'sk-test',
      model: 'test-model',
      embeddingModel: 'test-embedding',
      embeddingDimensions: dimensions,
      timeoutMs: 5000,
      maxRetries: 0,
    });
  }

  it('asks /embeddings for the texts and returns unit vectors in the order of the texts', async () => {
    const provider = await embeddingProvider(
      () => ({
        json: embeddings(
          [
            [3, 4],
            [0, 2],
          ],
          'test-embedding',
          [1, 0],
        ),
      }),
      2,
    );
    const vectors = await provider.embed!(['first', 'second']);
    expect(vectors.map((v) => [...v])).toEqual([
      [expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)],
      [0, 1],
    ]);
    expect(server!.requests[0]).toMatchObject({
      path: '/v1/embeddings',
      body: { model: 'test-embedding', input: ['first', 'second'], encoding_format: 'float', dimensions: 2 },
    });
    expect(provider.embeddingModel).toBe('test-embedding');
  });

  it('refuses a reply with fewer vectors than texts, and an error status is an AI error', async () => {
    const short = await embeddingProvider(() => ({ json: embeddings([[1, 0]]) }));
    await expect(short.embed!(['one', 'two'])).rejects.toThrow(AiInvalidOutputError);
    await server!.close();
    const failing = await embeddingProvider(() => ({ status: 500, json: { error: { message: 'down' } } }));
    await expect(failing.embed!(['one'])).rejects.toThrow(AiRequestError);
  });

  it('has no embed model unless one is configured', async () => {
    const provider = await providerAnswering(() => ({ json: completion('{}') }));
    expect(provider.embeddingModel).toBeUndefined();
    await expect(provider.embed!(['one'])).rejects.toThrow('no embedding model is configured');
  });
});
