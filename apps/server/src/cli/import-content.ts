/**
 * Imports an institution's licensed content into the library, all or nothing:
 *   npm run content:import -- questions.csv --source "Acme Coaching" --licence "Licensed to Acme, 2026"
 * Questions as CSV, JSON lines or a JSON array (question, opa–opd, cop 1–4 or answer_index 0–3,
 * exp, subject_name, topic_name, optional reference, difficulty, id, source, licence); notes and
 * cases as JSON in the repository's own format; images (photographs, slides, radiographs) as an
 * `images.json` manifest beside the image files, `{source, licence, images: [{name, file, alt}]}`,
 * stored in the file store and referred to as the figure `licensed.<name>`. Every rejected row is
 * printed with its line (or image) and reason, and then nothing is imported. Paths are relative to the repository root. Uses the
 * server's configuration; with the embedded database, stop the server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileStoreFor } from '../adapters/files/file-store-for.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { ImportFileError } from '../modules/library/import-formats.ts';
import { createInstitutionImport } from '../modules/library/institution-import.ts';
import { createLicensedImages } from '../modules/library/licensed-images.ts';

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
  const text = fs.readFileSync(file, 'utf8');
  if (isImageManifest(file, text)) return importImages(file, text, fileStoreFor(config));
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDirPath);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDirPath });
    await database.migrate();
    const report = await createInstitutionImport({ db: database.db }).importFile({
      fileName: file,
      text,
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

/** A JSON object with an `images` array: a licensed images manifest, not questions, notes or cases. */
function isImageManifest(file: string, text: string): boolean {
  if (!file.toLowerCase().endsWith('.json')) return false;
  try {
    const json = JSON.parse(text) as { images?: unknown };
    return typeof json === 'object' && json !== null && Array.isArray(json.images);
  } catch {
    return false;
  }
}

async function importImages(file: string, text: string, files: ReturnType<typeof fileStoreFor>): Promise<number> {
  const folder = path.dirname(file);
  const report = await createLicensedImages({ files }).importManifest(text, (relative) =>
    fs.promises.readFile(path.join(folder, relative)),
  );
  if (!report.ok) {
    for (const row of report.rejected) console.error(`${row.image}: ${row.reason}`);
    console.error(`${report.rejected.length} problem(s): no image was imported.`);
    return 1;
  }
  console.info(`Imported ${report.imported} image(s); ${report.unchanged} already in the library.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
