import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tutorMessagesPath } from '@medsutra/contract/tutor/api';
import { buildApp } from '../apps/server/src/app.ts';
import { createPglite, wrapPglite } from '../apps/server/src/db/pglite.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import {
  asPasted,
  type EvaluationReply,
  evaluationSet,
  scoreReplies,
} from '../apps/server/test/helpers/tutor-evaluation.ts';
import { benchConfig } from './lib/bench-config.ts';
import { signedInUser } from './lib/bench-user.ts';
import { percentile } from './lib/stats.ts';
import { writeResult } from './report.ts';

const LIBRARY_ROOT = process.env.BENCH_LIBRARY_ROOT ?? path.resolve(import.meta.dirname, '..', 'content', 'library');
/**
 * The provider under test: the offline one unless AI_BASE_URL or AI_API_KEY is set in the shell, in
 * which case the bench measures that OpenAI-compatible model (with AI_EMBEDDING_MODEL, the hybrid
 * retrieval of decision 135) on the same evaluation set.
 */
const AI_SETTINGS = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_EMBEDDING_MODEL', 'AI_EMBEDDING_DIMENSIONS'] as const;
const aiEnv = Object.fromEntries(
  AI_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
);
const providerLabel =
  aiEnv.AI_BASE_URL || aiEnv.AI_API_KEY
    ? `model ${aiEnv.AI_MODEL ?? 'gpt-4o-mini'}${aiEnv.AI_EMBEDDING_MODEL ? ` with embeddings ${aiEnv.AI_EMBEDDING_MODEL}` : ''}`
    : 'offline provider';
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => Math.round(x * 10) / 10;

async function main() {
  const handle = wrapPglite(await createPglite());
  await handle.migrate();
  await importRepositoryLibrary({ db: handle.db, root: LIBRARY_ROOT, logger: { info() {}, warn() {} } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-answers-'));
  const config = benchConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_TUTOR_PER_MINUTE: '100000',
    ...aiEnv,
  });
  const app = await buildApp({ config, database: handle });
  await app.ready();
  const set = evaluationSet();
  const pairs: { q: (typeof set)[number]; reply: EvaluationReply }[] = [];
  const times: number[] = [];
  let cookie = '';
  for (const [index, q] of set.entries()) {
    // A fresh student every 25 messages keeps clear of the Free plan's 30 a day.
    if (index % 25 === 0) cookie = (await signedInUser(handle.db)).cookie;
    const headers = { 'content-type': 'application/json', cookie };
    const created = await app.inject({ method: 'POST', url: '/api/chat/threads', headers, payload: {} });
    const threadId = created.json().threadId as string;
    const start = performance.now();
    const reply = await app.inject({
      method: 'POST',
      url: tutorMessagesPath(threadId),
      headers: { ...headers, accept: 'application/json' },
      payload: { content: asPasted(q, index) },
    });
    times.push(performance.now() - start);
    if (reply.statusCode !== 200) throw new Error(`the tutor answered ${reply.statusCode}: ${reply.body}`);
    pairs.push({ q, reply: reply.json() as EvaluationReply });
  }
  const score = scoreReplies(pairs);
  const bySubject = new Map<string, typeof pairs>();
  for (const pair of pairs) bySubject.set(pair.q.subjectId, [...(bySubject.get(pair.q.subjectId) ?? []), pair]);

  const table = {
    title: `The tutor (${providerLabel}) on ${score.questions} evaluation questions`,
    columns: [
      'recall@3',
      'named keyed',
      'named wrong',
      'named any',
      'right when named',
      'keyed text in reply',
      'reply p50 (ms)',
      'reply p99 (ms)',
    ],
    rows: [
      [
        pct(score.recallAt3),
        pct(score.namedKeyed),
        pct(score.namedWrong),
        pct(score.namedAny),
        pct(score.precision),
        pct(score.keyedTextInReply),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
      ],
    ],
  };
  const subjects = {
    title: 'By subject',
    columns: ['subject', 'questions', 'recall@3', 'named keyed', 'named wrong'],
    rows: [...bySubject].map(([subject, list]) => {
      const s = scoreReplies(list);
      return [subject, s.questions, pct(s.recallAt3), pct(s.namedKeyed), pct(s.namedWrong)];
    }),
  };
  console.info(table.title);
  console.info(table.columns.join(' | '));
  for (const row of table.rows) console.info(row.join(' | '));
  console.info('');
  for (const row of subjects.rows) console.info(row.join(' | '));
  if (process.env.BENCH_VERBOSE) {
    for (const { q, reply } of pairs) {
      const top = reply.citations.slice(0, 3).map((c) => c.subtopicId);
      if (!top.includes(q.subtopicId) || (reply.choice && reply.choice !== q.key))
        console.info(
          `MISS ${q.id} want ${q.subtopicId} ${q.key} got ${top.join(',')} choice=${reply.choice ?? '-'}${reply.choice && reply.choice !== q.key ? `\n  ${q.stem}\n  ${q.options.join(' | ')}\n  ${reply.answer.split('\n').slice(0, 2).join('\n  ')}` : ''}`,
        );
    }
  }
  // BENCH_CHOICES_FILE: each question's named option (or null), to compare two libraries' runs.
  if (process.env.BENCH_CHOICES_FILE) {
    const choices = Object.fromEntries(pairs.map(({ q, reply }) => [q.id, reply.choice ?? null]));
    fs.writeFileSync(process.env.BENCH_CHOICES_FILE, `${JSON.stringify(choices, null, 1)}\n`);
  }
  writeResult({
    name: 'tutor-answers',
    tables: [table, subjects],
    notes: [
      `${providerLabel.charAt(0).toUpperCase()}${providerLabel.slice(1)}; embedded PGlite in memory; the whole repository library imported; one question at a time.`,
    ],
    data: { score, times },
  });
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
