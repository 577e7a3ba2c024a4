/**
 * Any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, OpenRouter, Groq, Ollama,
 * vLLM, llama.cpp's server) through the official SDK. Structured output uses `response_format:
 * json_schema` made from the contract's zod schema, and the reply is validated again here: a
 * malformed reply is asked again once, then the call fails.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';
import { z } from 'zod';
import {
  AiInvalidOutputError,
  type AiProvider,
  AiRequestError,
  type AiTask,
  AiTimeoutError,
  type ChatMessage,
  type ChatRequest,
  type ImageRequest,
  type StructuredRequest,
  type StructuredResult,
} from './provider.ts';

export interface OpenAiCompatibleOptions {
  /** Unset: OpenAI's own API. */
  baseURL?: string | undefined;
  /** Unset: a placeholder, for local servers (Ollama, llama.cpp) that take none. */
  apiKey?: string | undefined;
  model: string;
  /** A vision-capable model of the same provider, for image analysis; unset, none. */
  visionModel?: string | undefined;
  /** An embedding model of the same provider, for hybrid retrieval; unset, none. */
  embeddingModel?: string | undefined;
  /** Vectors this long, for models that can shorten theirs; unset, the model's own. */
  embeddingDimensions?: number | undefined;
  /** Per request. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries: number;
  /** First backoff delay; doubled on each retry, with jitter. A Retry-After header wins. */
  retryBaseDelayMs?: number;
}

/** Longest a Retry-After header may make us wait, so a job cannot sleep for an hour. */
const MAX_RETRY_AFTER_MS = 30_000;

/** JSON Schema keywords that providers' strict modes accept; the rest are checked by zod afterwards. */
const MODEL_SCHEMA_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'enum',
  'const',
  'description',
  'anyOf',
  '$ref',
  '$defs',
  'minItems',
  'maxItems',
]);

function pruneSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pruneSchema);
  if (!node || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!MODEL_SCHEMA_KEYWORDS.has(key)) continue;
    if (key === 'properties' || key === '$defs') {
      result[key] = Object.fromEntries(
        Object.entries(value as object).map(([name, child]) => [name, pruneSchema(child)]),
      );
    } else {
      result[key] = pruneSchema(value);
    }
  }
  return result;
}

/** The JSON Schema a model is given for a zod schema. */
export function toModelJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return pruneSchema(z.toJSONSchema(schema)) as Record<string, unknown>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function isRetryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  if (error instanceof OpenAI.APIError) return error.status === 429 || (error.status ?? 0) >= 500;
  return false;
}

function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof OpenAI.APIError)) return null;
  const header = error.headers?.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds * 1000, 0), MAX_RETRY_AFTER_MS);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.min(Math.max(date - Date.now(), 0), MAX_RETRY_AFTER_MS);
}

/** Our error for an SDK error; an abort passes through untouched (the caller asked for it). */
function toAiError(error: unknown): unknown {
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiTimeoutError('The AI provider did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiRequestError('The AI provider could not be reached', undefined, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    return new AiRequestError(`The AI provider answered ${error.status ?? 'an error'}`, error.status, { cause: error });
  }
  return error;
}

/** A vector scaled to length 1, so a dot product is the cosine. */
function unitVector(values: readonly number[]): Float32Array {
  const out = Float32Array.from(values);
  let sum = 0;
  for (const v of out) sum += v * v;
  const norm = Math.sqrt(sum);
  if (!Number.isFinite(norm) || norm === 0) throw new AiInvalidOutputError('The embedding model gave an empty vector');
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / norm;
  return out;
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs,
    // Our own loop retries, so that backoff is configurable and a timeout is not retried.
    maxRetries: 0,
  });
  const baseDelayMs = options.retryBaseDelayMs ?? 500;

  async function withRetries<R>(call: () => Promise<R>, signal: AbortSignal | undefined): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (attempt >= options.maxRetries || !isRetryable(error) || signal?.aborted) throw toAiError(error);
        const backoff = baseDelayMs * 2 ** attempt * (1 + Math.random() / 2);
        await sleep(retryAfterMs(error) ?? backoff, undefined, signal ? { signal } : {});
      }
    }
  }

  return {
    source: 'ai',
    model: options.model,
    visionModel: options.visionModel,
    embeddingModel: options.embeddingModel,

    async embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
      const model = options.embeddingModel;
      if (!model) throw new AiRequestError('no embedding model is configured');
      if (texts.length === 0) return [];
      const response = await withRetries(
        () =>
          client.embeddings.create(
            {
              model,
              input: [...texts],
              encoding_format: 'float',
              ...(options.embeddingDimensions ? { dimensions: options.embeddingDimensions } : {}),
            },
            signal ? { signal } : {},
          ),
        signal,
      );
      const vectors: Float32Array[] = new Array(texts.length);
      for (const item of response.data) {
        if (item.index < 0 || item.index >= texts.length || !Array.isArray(item.embedding)) {
          throw new AiInvalidOutputError('The embedding model gave a vector for no text it was sent');
        }
        vectors[item.index] = unitVector(item.embedding);
      }
      for (let i = 0; i < texts.length; i++) {
        if (!vectors[i])
          throw new AiInvalidOutputError(
            `The embedding model gave ${response.data.length} vectors for ${texts.length} texts`,
          );
      }
      const length = vectors[0]!.length;
      if (vectors.some((v) => v.length !== length))
        throw new AiInvalidOutputError('The embedding model gave vectors of different lengths');
      return vectors;
    },

    async describeImage(request: ImageRequest) {
      const model = options.visionModel;
      if (!model) throw new AiRequestError('no vision-capable model is configured');
      const completion = await withRetries(
        () =>
          client.chat.completions.create(
            {
              model,
              max_tokens: request.maxTokens ?? 800,
              messages: [
                { role: 'system', content: request.system },
                {
                  role: 'user',
                  content: [
                    { type: 'text', text: request.question },
                    { type: 'image_url', image_url: { url: request.dataUrl } },
                  ],
                },
              ],
            },
            request.signal ? { signal: request.signal } : {},
          ),
        request.signal,
      );
      const text = completion.choices[0]?.message?.content?.trim() ?? '';
      if (!text) throw new AiInvalidOutputError('The vision model gave an empty answer');
      return { text, model: completion.model || model };
    },

    async generateObject<K extends AiTask, T>(request: StructuredRequest<K, T>): Promise<StructuredResult<T>> {
      const responseFormat = {
        type: 'json_schema' as const,
        json_schema: { name: request.schemaName, schema: toModelJsonSchema(request.schema), strict: true },
      };
      let messages: ChatMessage[] = request.messages;
      let problem = '';
      for (let attempt = 1; attempt <= 2; attempt++) {
        const completion = await withRetries(
          () =>
            client.chat.completions.create(
              { model: options.model, messages, response_format: responseFormat },
              request.signal ? { signal: request.signal } : {},
            ),
          request.signal,
        );
        const message = completion.choices[0]?.message;
        const text = message?.content ?? '';
        let candidate: unknown;
        try {
          candidate = JSON.parse(text);
        } catch {
          problem = message?.refusal ? `the model refused: ${message.refusal}` : 'the reply was not JSON';
        }
        if (candidate !== undefined) {
          const parsed = request.schema.safeParse(candidate);
          if (parsed.success) {
            return { value: parsed.data, source: 'ai', model: completion.model || options.model, attempts: attempt };
          }
          problem = describeIssues(parsed.error);
        }
        messages = [
          ...request.messages,
          { role: 'assistant', content: text.slice(0, 8000) },
          {
            role: 'user',
            content: `That reply did not match the required JSON schema (${problem}). Reply again with only the JSON object.`,
          },
        ];
      }
      throw new AiInvalidOutputError(`The AI provider's reply did not match the schema: ${problem}`);
    },

    async *streamChat(request: ChatRequest): AsyncIterable<string> {
      const stream = await withRetries(
        () =>
          client.chat.completions.create(
            {
              model: request.model ?? options.model,
              messages: request.messages,
              stream: true,
              ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
            },
            request.signal ? { signal: request.signal } : {},
          ),
        request.signal,
      );
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (error) {
        throw toAiError(error);
      }
    },
  };
}
