/**
 * Imports an institution's licensed content into the library, all or nothing:
 *   npm run content:import -- questions.csv --source "Acme Coaching" --licence "Licensed to Acme, 2026"
 * Questions as CSV, JSON lines or a JSON array (question, opa–opd, cop 1–4 or answer_index 0–3,
 * exp, subject_name, topic_name, optional reference, difficulty, id, source, licence); notes and
 * cases as JSON in the repository's own format. Every rejected row is printed with its line and
 * reason, and then nothing is imported. Paths are relative to the repository root. Uses the
 * server's configuration; with the embedded database, stop the server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { ImportFileError } from '../modules/library/import-formats.ts';
import { createInstitutionImport } from '../modules/library/institution-import.ts';

const USAGE = 'Usage: npm run content:import -- FILE [--source NAME] [--licence LICENCE]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { source: { type: 'string' }, licence: { type: 'string' }, license: { type: 'string' } },
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  if (!fs.existsSync(file)) {
    console.error(`${positionals[0]}: no such file`);
    return 2;
  }
  const config = loadConfig();
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDirPath);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDirPath });
    await database.migrate();
    const report = await createInstitutionImport({ db: database.db }).importFile({
      fileName: file,
      text: fs.readFileSync(file, 'utf8'),
      source: values.source,
      licence: values.licence ?? values.license,
    });
    if (!report.ok) {
      for (const row of report.rejected) console.error(`line ${row.line}: ${row.reason}`);
      console.error(`${report.rejected.length} row(s) rejected: nothing was imported.`);
      return 1;
    }
    const { notes, questions, cases } = report.imported;
    console.info(
      `Imported ${questions} question(s), ${notes} note(s) and ${cases} case(s); ${report.unchanged} already in the library.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(`${positionals[0]}: ${error.message}. Nothing was imported.`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
    releaseLock();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
