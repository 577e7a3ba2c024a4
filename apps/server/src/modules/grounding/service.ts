/**
 * The one grounded-answer service every AI feature uses (docs/architecture.md, the learning core):
 * retrieve the library's best passages, then either a configured model writes from them and its
 * citations are checked against what was retrieved, or (no model) the answer is composed from the
 * passages themselves. The grounding says which, and nothing pretends to be a model.
 */
import { type Grounding, groundingLabels } from '@medsutra/contract/library/api';
import { libraryMessages } from '@medsutra/contract/library/messages';
import { z } from 'zod';
import { AiError, type AiProvider, type ChatMessage } from '../../adapters/ai/provider.ts';
import { searchWords } from '../library/search-query.ts';
import type { LibraryService } from '../library/service.ts';
import { checkCitations } from './citations.ts';
import type { EmbeddingCache } from './embedding-cache.ts';
import { type OptionWeighing, weighOptions } from './option-weighing.ts';
import type { PassageIndex, RankedItem } from './passage-index.ts';
import { createPassageVectors, type PassageVectors } from './passage-vectors.ts';
import { type Passage, passageIndexOf, type RetrieveOptions, retrievePassages, specificWords } from './passages.ts';
import { conversationPrompt, groundedAnswerPrompt } from './prompt.ts';

interface Citation {
  n: number;
  kind: Passage['kind'];
  itemId: string;
  subtopicId: string | null;
  title: string;
  references: string[];
}

export interface GroundedAnswer {
  grounding: Grounding;
  /** The label shown with the answer (docs/product-rules.md, AI honesty). */
  label: string;
  text: string;
  citations: Citation[];
  /** Closest subtopics, when the library had little or nothing on the question. */
  suggestions: { id: string; name: string }[];
  /** The model that wrote it; null when composed from the library. */
  model: string | null;
  /** Citations a model made of passages it was never given (removed from the text). */
  removedCitations: number;
}

export interface ConversationTurn {
  question: string;
  passages: Passage[];
  instructions?: string;
  summary?: string | null;
  history?: ChatMessage[];
  maxTokens?: number;
  model?: string;
  /** Each piece of the model's text as it arrives (before its citations are checked). */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface ConversationAnswer {
  grounding: Grounding;
  label: string;
  text: string;
  citations: Citation[];
  model: string;
  removedCitations: number;
  /** The model stopped before it finished (an error mid-stream); `text` is what arrived. */
  interrupted: boolean;
}

export type TopicRecognition =
  | { medical: true; by: 'library'; subtopicId: string | null }
  | { medical: true; by: 'model'; subtopicId: null }
  | { medical: false; suggestions: { id: string; name: string }[] };

const topicCheckSchema = z.object({ medical: z.boolean() });
/** More than this share of a topic's specific words must be the library's for it to count as medical. */
const LIBRARY_WORD_SHARE = 0.5;
/** Below this trigram similarity a subtopic is not offered as "did you mean". */
const SUGGESTION_MIN_SIMILARITY = 0.3;

/**
 * With an embedding model and a cache: each passage index gets its vectors (filled in the
 * background), and retrieval asks them for the lines most like a question. Otherwise null: BM25 alone.
 */
function hybridRetrieval(deps: {
  ai: AiProvider;
  embeddingCache?: EmbeddingCache;
  log?: { warn(object: object, message: string): void };
}): RetrieveOptions['similar'] | null {
  const { ai, embeddingCache: cache } = deps;
  const model = ai.embeddingModel;
  if (!model || !ai.embed || !cache) return null;
  const embedder = { model, embed: ai.embed.bind(ai) };
  const byIndex = new WeakMap<PassageIndex, PassageVectors>();
  return async (index, question) => {
    let vectors = byIndex.get(index);
    if (!vectors) {
      vectors = createPassageVectors({ index, embedder, cache, ...(deps.log ? { log: deps.log } : {}) });
      byIndex.set(index, vectors);
    }
    return vectors.similarLines(question);
  };
}

const toCitation = (p: Passage): Citation => ({
  n: p.n,
  kind: p.kind,
  itemId: p.itemId,
  subtopicId: p.subtopicId,
  title: p.title,
  references: p.references,
});

/**
 * A model's answer with its citations checked against the passages (an invented one is removed),
 * labelled by what is left: the library when a citation stands, general knowledge otherwise.
 */
function checkedAnswer(text: string, passages: readonly Passage[]) {
  const checked = checkCitations(text.trim(), passages);
  const grounding: Grounding = checked.cited.length > 0 ? 'library' : 'general';
  return {
    grounding,
    label: groundingLabels[grounding],
    text: checked.text,
    citations: checked.cited.map(toCitation),
    removedCitations: checked.removed,
  };
}

/** The offline answer: the passages' own lines, each block cited, in the order retrieved. */
export function composeFromPassages(passages: readonly Passage[]): string {
  return passages
    .map((p) => [`${p.title} [${p.n}]`, ...p.lines.map((line) => `• ${line} [${p.n}]`)].join('\n'))
    .join('\n\n');
}

export function createGroundedAnswerService(deps: {
  library: LibraryService;
  ai: AiProvider;
  /** Where passage vectors are kept, when the provider has an embedding model (decision 135). */
  embeddingCache?: EmbeddingCache;
  log?: { warn(object: object, message: string): void };
}) {
  const { library, ai } = deps;
  const modelConfigured = ai.source !== 'offline';
  const similar = hybridRetrieval(deps);

  return {
    modelConfigured,

    /** `hiddenQuestions`: questions whose explanations the asker may not read now (decision 075). */
    retrieve: (query: string, hiddenQuestions?: ReadonlySet<string>, options: Omit<RetrieveOptions, 'hidden'> = {}) =>
      retrievePassages(library, query, hiddenQuestions, { ...options, ...(similar ? { similar } : {}) }),

    /** A multiple-choice question's options weighed against the library's passages (decision 107). */
    async weighOptions(
      stem: string,
      options: readonly string[],
      hidden: ReadonlySet<string>,
      exception: boolean,
    ): Promise<OptionWeighing> {
      return weighOptions(await passageIndexOf(library), stem, options, hidden, exception);
    },

    /** What the library says about one thing on its own (an option's name): its best item, or null. */
    async about(text: string, hidden: ReadonlySet<string>): Promise<RankedItem | null> {
      const index = await passageIndexOf(library);
      const query = index.queryTerms(text);
      if (query.length === 0 || query.every((t) => !index.known(t.term))) return null;
      // Coverage on its own words: an expansion ("vitamin b6" for pyridoxine) may be missing.
      const own = query.filter((t) => t.weight === 1);
      const [best] = index.rank(query, { hidden, linesPerItem: 1, limit: 1, coverageTerms: own });
      return best && best.coverage >= 0.99 ? best : null;
    },

    async answer(
      question: string,
      options: { signal?: AbortSignal; hiddenQuestions?: ReadonlySet<string> } = {},
    ): Promise<GroundedAnswer> {
      const { passages, suggestions } = await retrievePassages(
        library,
        question,
        options.hiddenQuestions,
        similar ? { similar } : {},
      );
      if (!modelConfigured) {
        const suggestionText =
          suggestions.length > 0 ? ` Closest subtopics: ${suggestions.map((s) => s.name).join(', ')}.` : '';
        return {
          grounding: 'library-offline',
          label: groundingLabels['library-offline'],
          text:
            passages.length > 0
              ? composeFromPassages(passages)
              : `${libraryMessages.nothingFound(question.trim())}${suggestionText}`,
          citations: passages.map(toCitation),
          suggestions,
          model: null,
          removedCitations: 0,
        };
      }
      let text = '';
      for await (const part of ai.streamChat({
        messages: groundedAnswerPrompt(question, passages),
        ...(options.signal ? { signal: options.signal } : {}),
      })) {
        text += part;
      }
      return { ...checkedAnswer(text, passages), suggestions, model: ai.model };
    },

    /**
     * A model writes a conversation's answer from the passages, streamed as it comes; its
     * citations are then checked against the passages (an invented one is removed and the label
     * follows what is left). A model that fails mid-answer leaves what arrived, marked interrupted;
     * one that fails before a word throws its AiError.
     */
    async converse(turn: ConversationTurn): Promise<ConversationAnswer> {
      if (!modelConfigured) throw new AiError('no AI model is connected');
      let text = '';
      let interrupted = false;
      try {
        for await (const part of ai.streamChat({
          messages: conversationPrompt(turn),
          ...(turn.signal ? { signal: turn.signal } : {}),
          ...(turn.maxTokens ? { maxTokens: turn.maxTokens } : {}),
          ...(turn.model ? { model: turn.model } : {}),
        })) {
          text += part;
          turn.onDelta?.(part);
        }
      } catch (error) {
        // A connection cut mid-answer surfaces as whatever the HTTP client throws; what arrived stays.
        if (turn.signal?.aborted || text.trim() === '') throw error;
        interrupted = true;
      }
      return { ...checkedAnswer(text, turn.passages), model: turn.model ?? ai.model, interrupted };
    },

    /**
     * Is `topic` medical? The library decides first (a match of every word, or a close misspelling
     * of a name); a topic it does not know is asked of the model when one is configured. Neither:
     * not medical, with the closest subtopics to offer instead.
     */
    async recogniseTopic(topic: string, options: { signal?: AbortSignal } = {}): Promise<TopicRecognition> {
      const { rows } = await library.searchRows(topic, { exactOnly: true, limit: 5 });
      if (rows.length > 0) {
        const subtopic = rows.find((row) => row.subtopicId !== null);
        return { medical: true, by: 'library', subtopicId: subtopic?.subtopicId ?? null };
      }
      // Not every word matched one item: still medical when most of its specific words are the
      // library's words ("मधुमेह — β-cell failure"), though no one subtopic is named.
      const words = searchWords(specificWords(topic));
      if (words.length > 0 && (await library.libraryWordShare(words)) > LIBRARY_WORD_SHARE) {
        return { medical: true, by: 'library', subtopicId: null };
      }
      if (modelConfigured) {
        try {
          const { value } = await ai.generateObject({
            task: 'topic-check',
            input: { topic },
            schema: topicCheckSchema,
            schemaName: 'topic_check',
            messages: [
              {
                role: 'system',
                content:
                  'Decide whether the topic belongs to medicine or the medical sciences taught in MBBS (anatomy to psychiatry, public health included). Reply with the JSON object only.',
              },
              { role: 'user', content: `Topic: ${JSON.stringify(topic)}` },
            ],
            ...(options.signal ? { signal: options.signal } : {}),
          });
          if (value.medical) return { medical: true, by: 'model', subtopicId: null };
        } catch (error) {
          // A model that cannot answer has not recognised the topic; anything else is a fault.
          if (!(error instanceof AiError)) throw error;
        }
      }
      const closest = await library.closestSubtopics(topic, 3);
      return {
        medical: false,
        suggestions: closest
          .filter((s) => s.similarity >= SUGGESTION_MIN_SIMILARITY)
          .map(({ id, name }) => ({ id, name })),
      };
    },
  };
}
export type GroundedAnswerService = ReturnType<typeof createGroundedAnswerService>;
