/**
 * Robustness: for every API route of the app, about 30 generated bad requests plus a control
 * character in each of its string fields (see lib/bad-inputs.ts), each sent signed out and signed in to the real server process with the
 * same-origin JSON headers the web app sends. It fails on any 5xx, on a 4xx without
 * `{ success: false, message, requestId }`, on a reply that shows a stack trace, SQL or a file
 * path, and when /api/health does not answer 200 afterwards.
 * Run alone: node audit/robustness.ts  (AUDIT_SEED, AUDIT_CASES_PER_ROUTE to change the inputs)
 */
import type { SeededServer } from '../bench/lib/seeded-server.ts';
import { type ResultTable, writeResult } from '../bench/report.ts';
import { type ApiRoute, collectApiRoutes } from './lib/api-routes.ts';
import { startAuditServer } from './lib/audit-server.ts';
import { type BadCase, badCases } from './lib/bad-inputs.ts';

const casesPerRoute = Number(process.env.AUDIT_CASES_PER_ROUTE || 30);
const seed = Number(process.env.AUDIT_SEED || 20_260_421);

/** What must never reach a client: stack frames, database errors, server file paths. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat [\w.<>$]+ \(?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+\)?/],
  ['stack trace', /\n\s+at \S/],
  ['file path', /(?:\/work\/|\/home\/|\/usr\/|\/tmp\/|file:\/\/|node_modules|[\w-]+\.ts:\d+)/],
  [
    'SQL error',
    /(?:syntax error at or near|relation "[^"]+" does not exist|column "[^"]+"|violates (?:foreign key|unique|check|not-null) constraint|duplicate key value|Failed query:|invalid input syntax for type)/i,
  ],
  ['SQL text', /\b(?:select .+ from "|insert into "|update "\w+" set|delete from ")/i],
  ['driver', /\b(?:PGlite|drizzle|pg-boss|ECONNREFUSED|TypeError|ReferenceError|RangeError)\b/],
];

interface RobustnessFailure {
  route: string;
  signedIn: boolean;
  input: string;
  status: number;
  problem: string;
  reply: string;
}

interface RouteFigures {
  route: string;
  requests: number;
  byStatus: Record<string, number>;
  failures: number;
}

export interface RobustnessResult {
  seed: number;
  routes: RouteFigures[];
  failures: RobustnessFailure[];
  healthAfter: number;
  sessionsReplaced: number;
  seconds: number;
}

/** Routes that may end the session they are called with. */
const SESSION_ENDING = /logout|session|device|password/;

function problemsOf(status: number, contentType: string, text: string, sent: BadCase): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} reply`);
  if (status >= 400 && status < 500) {
    let body: { success?: unknown; message?: unknown; requestId?: unknown } | null = null;
    try {
      body = contentType.includes('application/json') ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (
      body?.success !== false ||
      typeof body.message !== 'string' ||
      !body.message.trim() ||
      typeof body.requestId !== 'string'
    )
      problems.push('a 4xx without { success: false, message, requestId }');
  }
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    // Our own input coming back (a saved topic, an echoed name) is not a leak.
    if (match && !(sent.body ?? '').includes(match[0]) && !decodeURIComponentSafe(sent.path).includes(match[0]))
      problems.push(`${what} in the reply: ${JSON.stringify(match[0].slice(0, 80))}`);
  }
  return problems;
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function send(baseUrl: string, route: ApiRoute, sent: BadCase, cookie: string | null) {
  const headers: Record<string, string> = { origin: baseUrl, accept: 'application/json' };
  if (sent.body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  try {
    const reply = await fetch(`${baseUrl}${sent.path}`, {
      method: route.method,
      headers,
      ...(sent.body !== undefined ? { body: sent.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    return { status: reply.status, contentType: reply.headers.get('content-type') ?? '', text: await reply.text() };
  } catch (error) {
    return { status: 0, contentType: '', text: `no reply: ${(error as Error).message}` };
  }
}

async function isSignedIn(baseUrl: string, cookie: string) {
  const reply = await fetch(`${baseUrl}/api/user/auth-status`, { headers: { cookie } });
  const body = (await reply.json().catch(() => ({}))) as { authenticated?: boolean; isAuthenticated?: boolean };
  return reply.ok && (body.authenticated === true || body.isAuthenticated === true);
}

export async function runRobustness(seeded: SeededServer, routes: ApiRoute[]): Promise<RobustnessResult> {
  const started = Date.now();
  const baseUrl = seeded.server.url;
  let cookie = seeded.cookie;
  let sessionsReplaced = 0;
  const failures: RobustnessFailure[] = [];
  const figures: RouteFigures[] = [];
  const authShape = await fetch(`${baseUrl}/api/user/auth-status`, { headers: { cookie } }).then((r) => r.text());
  if (!(await isSignedIn(baseUrl, cookie))) {
    throw new Error(`the seeded session is not signed in; auth-status answered ${authShape}`);
  }
  for (const [index, route] of routes.entries()) {
    const name = `${route.method} ${route.url}`;
    const cases = badCases(route, { email: seeded.email }, casesPerRoute, seed + index);
    const row: RouteFigures = { route: name, requests: 0, byStatus: {}, failures: 0 };
    for (const signedIn of [false, true]) {
      for (const sent of cases) {
        const reply = await send(baseUrl, route, sent, signedIn ? cookie : null);
        row.requests++;
        const bucket = reply.status ? `${String(reply.status)[0]}xx` : 'none';
        row.byStatus[bucket] = (row.byStatus[bucket] ?? 0) + 1;
        const problems =
          reply.status === 0 ? [reply.text] : problemsOf(reply.status, reply.contentType, reply.text, sent);
        for (const problem of problems) {
          row.failures++;
          failures.push({
            route: name,
            signedIn,
            input: sent.label,
            status: reply.status,
            problem,
            reply: reply.text.slice(0, 300),
          });
        }
        if (signedIn && SESSION_ENDING.test(route.url) && !(await isSignedIn(baseUrl, cookie))) {
          cookie = await seeded.newSession();
          sessionsReplaced++;
        }
      }
    }
    figures.push(row);
    console.info(
      `  ${name}: ${row.requests} requests, ${Object.entries(row.byStatus)
        .map(([k, v]) => `${v}×${k}`)
        .join(' ')}${row.failures ? `, ${row.failures} FAILURES` : ''}`,
    );
  }
  const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
  const healthAfter = health?.status ?? 0;
  if (healthAfter !== 200) {
    failures.push({
      route: 'GET /api/health',
      signedIn: false,
      input: 'after the run',
      status: healthAfter,
      problem: 'the server no longer answers /api/health with 200',
      reply: (await health?.text().catch(() => '')) ?? '',
    });
  }
  return {
    seed,
    routes: figures,
    failures,
    healthAfter,
    sessionsReplaced,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

export function robustnessTables(result: RobustnessResult): ResultTable[] {
  const tables: ResultTable[] = [
    {
      title: `Robustness: ${result.routes.length} API routes, ${result.routes.reduce((n, r) => n + r.requests, 0)} bad requests (seed ${result.seed}), /api/health afterwards: ${result.healthAfter}`,
      columns: ['route', 'requests', '2xx', '3xx', '4xx', '5xx', 'failures'],
      rows: result.routes.map((r) => [
        r.route,
        r.requests,
        r.byStatus['2xx'] ?? 0,
        r.byStatus['3xx'] ?? 0,
        r.byStatus['4xx'] ?? 0,
        r.byStatus['5xx'] ?? 0,
        r.failures,
      ]),
    },
  ];
  if (result.failures.length) {
    tables.push({
      title: 'Robustness failures',
      columns: ['route', 'signed in', 'input', 'status', 'problem', 'reply'],
      rows: result.failures.map((f) => [
        f.route,
        f.signedIn ? 'yes' : 'no',
        f.input,
        f.status,
        f.problem,
        f.reply.slice(0, 160),
      ]),
    });
  }
  return tables;
}

if (import.meta.main) {
  console.info('Collecting the API routes from an in-process app…');
  const routes = await collectApiRoutes();
  const seeded = await startAuditServer();
  try {
    const result = await runRobustness(seeded, routes);
    console.info(
      writeResult({
        name: 'audit-robustness',
        tables: robustnessTables(result),
        notes: [`${result.seconds} s; sessions replaced after sign-outs: ${result.sessionsReplaced}.`],
        data: result,
      }),
    );
    process.exitCode = result.failures.length ? 1 : 0;
  } finally {
    await seeded.stop();
  }
}
