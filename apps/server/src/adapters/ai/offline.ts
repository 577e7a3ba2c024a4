/**
 * The embedded default when no AI provider is configured: deterministic, instant and honest. It
 * builds a template for each structured task and says, in chat, that no model is connected.
 * Everything it makes carries `source: 'offline'`, and the screens label it as an offline outline.
 */
import { buildOfflineMindmap } from './offline-mindmap.ts';
import {
  AiError,
  type AiProvider,
  type AiTask,
  type AiTaskInputs,
  type ChatRequest,
  type StructuredRequest,
  type StructuredResult,
} from './provider.ts';

const builders: { [K in AiTask]: (input: AiTaskInputs[K]) => unknown } = {
  mindmap: (input) => buildOfflineMindmap(input.topic),
  // Only a model can judge a topic the library does not know; offline, nothing pretends to.
  'topic-check': () => {
    throw new AiError('no AI model is connected to recognise this topic');
  },
  // Offline marking is the rubric's key terms and synonyms (modules/tools/case-session.ts), not this.
  'case-marking': () => {
    throw new AiError('no AI model is connected to mark this case');
  },
  // The study planner runs the formula planner itself when no model is connected.
  'study-plan': () => {
    throw new AiError('no AI model is connected to read the study notes');
  },
  // The offline viva asks the case's own stages (modules/tools/viva.ts).
  'viva-question': () => {
    throw new AiError('no AI model is connected to ask viva questions');
  },
  // Only a model writes new cases; the case generator refuses without one, charging nothing.
  'case-generation': () => {
    throw new AiError('no AI model is connected to write a case');
  },
};

const OFFLINE_MODEL = 'offline-outline';

export const OFFLINE_CHAT_REPLY =
  'The AI tutor is offline: this server has no AI model connected, so I cannot answer questions right now. ' +
  'Your notes, pearls and saved mindmaps still work.';

export function createOfflineProvider(): AiProvider {
  return {
    source: 'offline',
    model: OFFLINE_MODEL,

    async generateObject<K extends AiTask, T>(request: StructuredRequest<K, T>): Promise<StructuredResult<T>> {
      request.signal?.throwIfAborted();
      const build = builders[request.task] as (input: AiTaskInputs[K]) => unknown;
      // Parsed like a model's reply: the template must meet the same schema.
      const value = request.schema.parse(build(request.input));
      return { value, source: 'offline', model: OFFLINE_MODEL, attempts: 1 };
    },

    async *streamChat(request: ChatRequest): AsyncIterable<string> {
      for (const word of OFFLINE_CHAT_REPLY.split(/(?<= )/)) {
        request.signal?.throwIfAborted();
        yield word;
      }
    },
  };
}
