/**
 * Issue #21's figures in one table, for `npm run bench` to print at the end: the ratios of the
 * small signed-in reads to `/api/health`, RSS at idle and start to healthy, on both databases,
 * beside their budgets and the figures before the work of docs/decisions/064 (main at 44eb846,
 * medians of three runs on this shared machine; see that record for the spread).
 */
import type { BenchResult, Cell, ResultTable } from '../report.ts';

interface ThroughputRun {
  database: 'embedded' | 'postgresql';
  idleRssMb: number;
  msToHealthy: number;
  endpoints: { endpoint: string; ratioToBaseline: number }[];
}

type Database = ThroughputRun['database'];

interface Figure {
  label: string;
  read(runs: Map<Database, ThroughputRun>, startup: { startToHealthyMsMedian?: number } | null, db: Database): Cell;
  budget: Record<Database, string>;
  before: Record<Database, Cell>;
}

const ratio = (endpoint: string) => (runs: Map<Database, ThroughputRun>, _s: unknown, db: Database) =>
  runs.get(db)?.endpoints.find((e) => e.endpoint === endpoint)?.ratioToBaseline ?? null;

const ISSUE_21_BEFORE = {
  'auth-status': { embedded: 0.19, postgresql: 0.5 },
  'med-coins balance': { embedded: 0.26, postgresql: 0.54 },
  'xp balance': { embedded: 0.25, postgresql: 0.5 },
  idleRssMb: { embedded: 363, postgresql: 211 },
  startToHealthyMs: { embedded: 1406, postgresql: null },
} as const;

const FIGURES: Figure[] = [
  ...(['auth-status', 'med-coins balance', 'xp balance'] as const).map(
    (endpoint): Figure => ({
      label: `${endpoint} ÷ /api/health`,
      read: ratio(endpoint),
      budget: { embedded: '–', postgresql: '≥ 0.6' },
      before: ISSUE_21_BEFORE[endpoint],
    }),
  ),
  {
    // Idle is read 10 s after start since decision 070 (before: 2 s, before V8's memory reducer).
    label: 'RSS at idle, MB',
    read: (runs, _s, db) => runs.get(db)?.idleRssMb ?? null,
    budget: { embedded: '≤ 400', postgresql: '≤ 180' },
    before: ISSUE_21_BEFORE.idleRssMb,
  },
  {
    label: 'start to healthy, ms (startup bench: median of 5, existing database)',
    read: (_runs, startup, db) => (db === 'embedded' ? (startup?.startToHealthyMsMedian ?? null) : null),
    budget: { embedded: '≤ 1500', postgresql: '–' },
    before: ISSUE_21_BEFORE.startToHealthyMs,
  },
];

/** The table, or null when neither api-throughput nor startup wrote figures in this run. */
export function issue21Table(results: BenchResult[]): ResultTable | null {
  const throughput = results.find((r) => r.name === 'api-throughput');
  const startup = results.find((r) => r.name === 'startup');
  if (!throughput && !startup) return null;
  const runs = new Map(((throughput?.data as ThroughputRun[] | undefined) ?? []).map((run) => [run.database, run]));
  // The startup bench keeps the repository library's figures under `repository` (issue 31 added a larger library).
  const startupRaw = startup?.data as
    | { startToHealthyMsMedian?: number; repository?: { startToHealthyMsMedian?: number } }
    | undefined;
  const startupData = startupRaw?.repository ?? startupRaw ?? null;
  const rows: Cell[][] = [];
  for (const figure of FIGURES) {
    for (const db of ['embedded', 'postgresql'] as const) {
      const now = figure.read(runs, startupData, db);
      if (now === null && figure.before[db] === null) continue;
      rows.push([figure.label, db, figure.before[db], now, figure.budget[db]]);
    }
  }
  return {
    title: 'Issue #21: reads, memory and start (before = docs/decisions/064)',
    columns: ['figure', 'database', 'before', 'this run', 'budget'],
    rows,
  };
}
