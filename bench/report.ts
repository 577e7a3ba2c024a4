/**
 * One shape for every benchmark's and audit's figures: tables plus notes, written as
 * bench/results/<name>.json and .md (the folder is ignored by git). `bench/run.ts` joins the files
 * written during its run into bench/results/report.md and prints that table at the end.
 * A bench that does not write a file still prints its own figures; the report says so.
 * Run directly (node bench/report.ts) to print the combined report of the files already there.
 */
import fs from 'node:fs';
import path from 'node:path';

export const resultsDir = path.resolve(import.meta.dirname, 'results');

export type Cell = string | number | null;

export interface ResultTable {
  title: string;
  columns: string[];
  rows: Cell[][];
}

export interface BenchResult {
  /** The file name without extension: bench/results/<name>.json. */
  name: string;
  generatedAt: string;
  tables: ResultTable[];
  notes: string[];
  /** The raw figures, for anyone comparing runs. */
  data?: unknown;
}

function formatCell(cell: Cell): string {
  if (cell === null) return '–';
  return String(cell).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function tableMarkdown(table: ResultTable): string {
  const lines = [
    `| ${table.columns.map(formatCell).join(' | ')} |`,
    `|${table.columns.map(() => '---').join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(formatCell).join(' | ')} |`),
  ];
  return `**${table.title}**\n\n${lines.join('\n')}`;
}

function resultMarkdown(result: BenchResult): string {
  const parts = [`### ${result.name}`, ...result.tables.map(tableMarkdown)];
  if (result.notes.length) parts.push(result.notes.map((note) => `- ${note}`).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** Writes bench/results/<name>.json and .md and returns the Markdown. */
export function writeResult(result: Omit<BenchResult, 'generatedAt'>): string {
  const full: BenchResult = { ...result, generatedAt: new Date().toISOString() };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${result.name}.json`), `${JSON.stringify(full, null, 2)}\n`);
  const markdown = resultMarkdown(full);
  fs.writeFileSync(path.join(resultsDir, `${result.name}.md`), markdown);
  return markdown;
}

/** The result file a bench wrote, if it wrote one at or after `since`. */
export function readResult(name: string, since = 0): BenchResult | null {
  const file = path.join(resultsDir, `${name}.json`);
  if (!fs.existsSync(file)) return null;
  try {
    const result = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResult;
    return Date.parse(result.generatedAt) >= since ? result : null;
  } catch {
    return null;
  }
}

/** Joins results into one Markdown report; `missing` names benches that only printed. */
function combinedMarkdown(title: string, results: BenchResult[], missing: string[] = []): string {
  const parts = [`## ${title}`, `Generated ${new Date().toISOString()}.`, ...results.map(resultMarkdown)];
  if (missing.length) {
    parts.push(`Printed their figures above but wrote no results file: ${missing.join(', ')}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

export function writeCombinedReport(name: string, title: string, results: BenchResult[], missing: string[] = []) {
  const markdown = combinedMarkdown(title, results, missing);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.md`), markdown);
  fs.writeFileSync(
    path.join(resultsDir, `${name}.json`),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), results, missing }, null, 2)}\n`,
  );
  return markdown;
}

if (import.meta.main) {
  const names = fs.existsSync(resultsDir)
    ? fs
        .readdirSync(resultsDir)
        .filter((file) => file.endsWith('.json') && file !== 'report.json')
        .map((file) => file.slice(0, -'.json'.length))
    : [];
  const results = names.map((name) => readResult(name)).filter((result) => result?.tables);
  console.info(combinedMarkdown('MedSutra figures', results as BenchResult[]));
}
