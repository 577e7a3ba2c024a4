import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { embeddings, fakeChatProvider, type ReceivedRequest } from '../../../test/helpers/fake-chat-server.ts';
import { useGroundingFixture } from '../../../test/helpers/grounding-fixtures.ts';
import { createOfflineProvider } from '../../adapters/ai/offline.ts';
import { selectRows } from '../../db/select-rows.ts';
import { createLibraryService } from '../library/service.ts';
import { createEmbeddingCache } from './embedding-cache.ts';
import { createPassageIndex, type PassageSources } from './passage-index.ts';
import { passageIndexOf } from './passages.ts';
import { createGroundedAnswerService } from './service.ts';

/**
 * A small embedding model at the edge, over the real `/embeddings` protocol: a text's vector
 * counts the concepts it names, in any words, so "coronary occlusion" and "infarct" land together.
 */
const CONCEPTS = [
  /infarct|heart attack|troponin|stemi|pci|coronary|necrosis|muscle death/gi,
  /heart failure|bnp|ejection fraction|breathless/gi,
  /ketoacidosis|ketone|insulin|dka|glucose/gi,
];
const vectorOf = (text: string) => [...CONCEPTS.map((re) => (text.match(re) ?? []).length), 0.05];

const fixture = useGroundingFixture();

const inputsOf = (request: ReceivedRequest) => (request.body.input as string[] | undefined) ?? [];
const library = () => createLibraryService({ db: fixture.db() });

async function hybridService(status = 200) {
  const server = await fixture.startChat((request) =>
    status === 200
      ? { json: embeddings(inputsOf(request).map(vectorOf)) }
      : { status, json: { error: { message: 'down' } } },
  );
  const ai = fakeChatProvider(server, { apiKey: 'sk-test', model: 'test-model', embeddingModel: 'concept-embedding' });
  return createGroundedAnswerService({
    library: library(),
    ai,
    embeddingCache: createEmbeddingCache(fixture.db()),
  });
}

const keptVectors = async () =>
  (await selectRows<{ n: number }>(fixture.db(), sql`select count(*)::int as n from passage_embeddings`))[0]!.n;

describe('hybrid retrieval with an embedding model (decision 135)', () => {
  it('embeds every passage once, keeps the vectors, and a restart embeds only the question', async () => {
    const index = await passageIndexOf(library());
    const distinct = new Set(Array.from({ length: index.size.lines }, (_, line) => index.lineText(line))).size;

    const question = 'A blood marker of cardiac muscle death';
    const first = await hybridService();
    await first.retrieve(question);
    await vi.waitFor(async () => expect(await keptVectors()).toBe(distinct), { timeout: 10_000, interval: 50 });
    const sent = fixture.server().requests.flatMap(inputsOf);
    expect(fixture.server().requests.every((r) => r.path === '/v1/embeddings' && inputsOf(r).length <= 64)).toBe(true);
    const passageTexts = sent.filter((text) => text !== question);
    expect(passageTexts).toHaveLength(distinct);
    expect(new Set(passageTexts).size).toBe(distinct);
    await fixture.server().close();

    const restarted = await hybridService();
    await restarted.retrieve('warm up: coronary');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { passages } = await restarted.retrieve(question);
    // The warm-up came before the kept vectors were read back, so it went lexical, unembedded.
    expect(fixture.server().requests.flatMap(inputsOf)).toEqual([question]);
    // The fixture library is small enough for BM25 alone; the gain is shown on the ranking below.
    expect(passages[0]?.lines.join(' ')).toMatch(/troponin/i);
  });

  it('stays lexical, and answers, when the embedding model fails', async () => {
    const offline = createGroundedAnswerService({ library: library(), ai: createOfflineProvider() });
    const failing = await hybridService(500);
    const question = 'What is the first step in managing DKA?';
    const lexical = await offline.retrieve(question);
    const hybrid = await failing.retrieve(question);
    expect(hybrid.passages).toEqual(lexical.passages);
    expect(hybrid.passages[0]?.itemId).toBe('medicine.endocrine.dka');
  });
});

describe('the ranking with similar lines', () => {
  const sources: PassageSources = {
    subtopics: [
      { id: 's.mi', subjectId: 's', name: 'Myocardial infarction', aliases: [], topicName: null, subjectName: null },
      { id: 's.muscle', subjectId: 's', name: 'Muscle injury', aliases: [], topicName: null, subjectName: null },
    ],
    notes: [
      {
        subtopicId: 's.mi',
        sections: [{ heading: 'Markers', points: ['Troponin rises three hours after the onset of chest pain'] }],
        tables: [],
        mnemonics: [],
        traps: [],
        references: ['ref'],
      },
      {
        subtopicId: 's.muscle',
        sections: [{ heading: 'Markers', points: ['Creatine kinase rises three hours after heavy exercise'] }],
        tables: [],
        mnemonics: [],
        traps: [],
        references: ['ref'],
      },
    ],
    questions: [],
    cases: [],
  };

  it('lets the line an embedding model finds closest break a tie of words', () => {
    const index = createPassageIndex(sources);
    const query = index.queryTerms('which marker rises three hours after');
    const lexical = index.rank(query);
    expect(lexical[0]!.score).toBeCloseTo(lexical[1]!.score, 5);
    const muscleLine = 1;
    expect(index.lineText(muscleLine)).toContain('Creatine kinase');
    const hybrid = index.rank(query, {
      similar: new Map([
        [0, 0.2],
        [muscleLine, 0.9],
      ]),
    });
    expect(hybrid[0]!.itemId).toBe('s.muscle');
    const reversed = index.rank(query, {
      similar: new Map([
        [0, 0.9],
        [muscleLine, 0.2],
      ]),
    });
    expect(reversed[0]!.itemId).toBe('s.mi');
  });
});
