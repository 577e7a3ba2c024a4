/**
 * Import notes (/import-notes): Markdown and text files become notes, a ZIP of them is opened on
 * this device, and PDFs (alone or in the ZIP) are uploaded. A progress bar, then a report of what
 * came in and what was skipped and why.
 */
import { NOTE_CONTENT_MAX } from '@medsutra/contract/notes/api';
import { findRoute } from '@medsutra/contract/routes';
import { apiErrorMessage } from '@/lib/api-client';
import { createNote } from '../api/notes-api';
import { uploadPdf } from '../api/pdfs-api';
import { FileImportPage } from '../components/file-import-page';
import type { ImportOutcome } from '../components/import-report';

const route = findRoute('/import-notes');

interface Entry {
  name: string;
  bytes: Uint8Array;
}

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? '';

async function expand(files: File[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (extension(file.name) === 'zip') {
      const { unzipSync } = await import('fflate');
      try {
        const inside = unzipSync(bytes, {
          filter: (entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/'),
        });
        for (const [name, content] of Object.entries(inside))
          entries.push({ name: `${file.name}/${name}`, bytes: content });
      } catch {
        entries.push({ name: file.name, bytes: new Uint8Array() });
      }
    } else entries.push({ name: file.name, bytes });
  }
  return entries;
}

async function importEntry(entry: Entry): Promise<ImportOutcome> {
  const kind = extension(entry.name);
  const base = entry.name.split('/').pop() ?? entry.name;
  try {
    if (kind === 'md' || kind === 'markdown' || kind === 'txt') {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(entry.bytes);
      if (text.length > NOTE_CONTENT_MAX)
        return { name: entry.name, ok: false, detail: 'Too long for one note; split the file.' };
      const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
      const title = (heading || base.replace(/\.[^.]+$/, '') || 'Imported note').slice(0, 200);
      await createNote({
        title,
        content: text.replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' || c === '\r' ? c : '')),
      });
      return { name: entry.name, ok: true, detail: 'Imported as a note' };
    }
    if (kind === 'pdf') {
      const pdf = await uploadPdf(new File([entry.bytes.slice().buffer], base, { type: 'application/pdf' }));
      return { name: entry.name, ok: true, detail: `PDF uploaded (${pdf.pageCount} pages)` };
    }
    if (kind === 'zip') return { name: entry.name, ok: false, detail: 'Not a ZIP file this device could open.' };
    return {
      name: entry.name,
      ok: false,
      detail: 'Skipped: only Markdown (.md), text (.txt), PDF and ZIP files are imported.',
    };
  } catch (error) {
    if (error instanceof TypeError && String(error.message).includes('decode'))
      return { name: entry.name, ok: false, detail: 'Skipped: the file is not UTF-8 text.' };
    return { name: entry.name, ok: false, detail: apiErrorMessage(error) ?? (error as Error).message };
  }
}

export default function ImportNotesPage() {
  return (
    <FileImportPage
      width="max-w-3xl"
      title={route?.title ?? 'Import notes'}
      description="Bring in Markdown or text files, a ZIP of them, or PDFs in bulk."
      picker={{
        title: 'Choose files to import',
        hint: '.md, .txt, .pdf or .zip',
        accept: '.md,.markdown,.txt,.pdf,.zip,text/markdown,text/plain,application/pdf,application/zip',
      }}
      doneLabel="Imported"
      expand={expand}
      importOne={importEntry}
    />
  );
}
