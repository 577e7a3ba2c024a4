/**
 * The AI provider port, used by every AI tool. Two adapters: `openai-compatible.ts` (any
 * chat-completions API) and `offline.ts` (the embedded default, deterministic and labelled).
 */
import type { z } from 'zod';

/** `ai`: a configured model wrote it; `offline`: the built-in template did (say so on screen). */
type AiSource = 'ai' | 'offline';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The structured tasks and the input each is built from; the offline adapter needs the input. */
export interface AiTaskInputs {
  mindmap: { topic: string };
  /** Is this a medical topic? Asked only of a model, when the library does not know the topic. */
  'topic-check': { topic: string };
  /** Mark a student's case work against the case's rubric. Only a model does this; offline, the rubric's terms do. */
  'case-marking': { caseId: string };
  /** The AI study planner: subject emphasis from the student's own notes. */
  'study-plan': { notes: string };
  /** The viva examiner's next question on a library case. Only a model asks; offline, the case's stages do. */
  'viva-question': { caseId: string };
  /** A new case in the library's staged format. Only a model writes one. */
  'case-generation': { topic: string };
}
export type AiTask = keyof AiTaskInputs;

export interface StructuredRequest<K extends AiTask, T> {
  task: K;
  input: AiTaskInputs[K];
  /** The reply must match this; a model gets its JSON Schema as the response format. */
  schema: z.ZodType<T>;
  /** A short identifier for the schema (letters, digits, `_`, `-`). */
  schemaName: string;
  messages: ChatMessage[];
  signal?: AbortSignal;
}

export interface StructuredResult<T> {
  value: T;
  source: AiSource;
  model: string;
  /** Model calls it took to get valid output (a malformed reply is asked again once). */
  attempts: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  signal?: AbortSignal;
  /** The longest reply, in tokens (the tutor's budget per answer). */
  maxTokens?: number;
  /** Another model of the same provider (the Premium chat's); the provider's own by default. */
  model?: string;
}

/** An image and a question about it, for a vision-capable model (OpenAI-compatible `image_url` content). */
export interface ImageRequest {
  system: string;
  question: string;
  /** `data:image/png;base64,…` */
  dataUrl: string;
  signal?: AbortSignal;
  maxTokens?: number;
}

export interface AiProvider {
  readonly source: AiSource;
  readonly model: string;
  /** The vision-capable model (`AI_VISION_MODEL`), when one is configured; else image analysis refuses. */
  readonly visionModel?: string | undefined;
  describeImage?(request: ImageRequest): Promise<{ text: string; model: string }>;
  generateObject<K extends AiTask, T>(request: StructuredRequest<K, T>): Promise<StructuredResult<T>>;
  /** The reply's text as it arrives, for the chat tools. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
  /** The embedding model (`AI_EMBEDDING_MODEL`), when one is configured: the tutor's retrieval is then hybrid (decision 135). */
  readonly embeddingModel?: string | undefined;
  /** Unit-length vectors for texts, in order (OpenAI-compatible `/embeddings`); only with an embedding model. */
  embed?(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

/**
 * The provider could not produce a usable answer (after its own retries). A job treats it as
 * final: it fails and refunds. Anything else (an abort, a database error) is retried by the queue.
 */
export class AiError extends Error {
  override readonly name: string = 'AiError';
}

/** The API answered with an error status, or could not be reached. */
export class AiRequestError extends AiError {
  override readonly name = 'AiRequestError';
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

export class AiTimeoutError extends AiError {
  override readonly name = 'AiTimeoutError';
}

/** The model's reply did not match the schema, twice. */
export class AiInvalidOutputError extends AiError {
  override readonly name = 'AiInvalidOutputError';
}
