/**
 * A page that brings files in one at a time (Upload PDFs, Import notes): the picker, a progress
 * bar, then the report of what came in and what was skipped and why. One item that cannot come in
 * is reported and the next still goes.
 */
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageHeaderWithBackLink } from '@/components/page-header-with-back-link';
import { FilePicker } from './file-picker';
import { type ImportOutcome, ImportProgress, ImportReport } from './import-report';

interface FileImportPageProps<Item> {
  /** The page column's width class, e.g. `max-w-3xl`. */
  width: string;
  title: string;
  description: string;
  picker: { title: string; hint: string; accept: string };
  /** The progress label: "Imported", "Uploaded". */
  doneLabel: string;
  /** The items the chosen files hold (a ZIP holds several); without it, the files themselves. */
  expand?: (files: File[]) => Promise<Item[]>;
  /** Brings one item in; `progress` takes the fraction of it done so far. */
  importOne: (item: Item, progress: (fraction: number) => void) => Promise<ImportOutcome>;
  onSettled?: () => unknown;
  /** Shown under the report. */
  children?: ReactNode;
}

export function FileImportPage<Item = File>({
  width,
  title,
  description,
  picker,
  doneLabel,
  expand,
  importOne,
  onSettled,
  children,
}: FileImportPageProps<Item>) {
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const importing = useMutation({ mutationFn: run, onSettled });

  /** Each item in turn. */
  async function run(files: File[]) {
    setOutcomes([]);
    const items = expand ? await expand(files) : (files as Item[]);
    setProgress({ done: 0, total: items.length });
    const results: ImportOutcome[] = [];
    for (const [index, item] of items.entries()) {
      results.push(await importOne(item, (fraction) => setProgress({ done: index + fraction, total: items.length })));
      setProgress({ done: index + 1, total: items.length });
      setOutcomes([...results]);
    }
  }

  return (
    <div className={`mx-auto w-full ${width} px-4 py-6`}>
      <PageHeaderWithBackLink title={title} description={description} to="/my-notes" label="My notes" />
      <div className="flex flex-col gap-4">
        <FilePicker {...picker} disabled={importing.isPending} onFiles={(files) => importing.mutate(files)} />
        <ImportProgress done={Math.floor(progress.done)} total={progress.total} label={doneLabel} />
        <ImportReport outcomes={outcomes} />
      </div>
      {children}
    </div>
  );
}
