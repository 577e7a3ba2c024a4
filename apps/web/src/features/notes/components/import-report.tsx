/** Progress and the report of an import: what came in, what was skipped and why. */
export interface ImportOutcome {
  name: string;
  ok: boolean;
  detail: string;
}

export function ImportProgress({ done, total, label }: { done: number; total: number; label: string }) {
  if (total === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="import-progress" className="text-sm text-ink">
        {label}: {done} of {total}
      </label>
      <progress id="import-progress" className="h-3 w-full accent-primary" max={total} value={done} />
    </div>
  );
}

export function ImportReport({ outcomes }: { outcomes: ImportOutcome[] }) {
  if (outcomes.length === 0) return null;
  const skipped = outcomes.filter((outcome) => !outcome.ok);
  return (
    <section aria-labelledby="import-report" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="import-report" className="text-lg font-bold text-ink">
        {outcomes.length - skipped.length} imported, {skipped.length} skipped
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {outcomes.map((outcome, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
          <li key={index} className={outcome.ok ? 'text-ink' : 'text-danger'}>
            <span className="font-semibold">{outcome.name}</span>: {outcome.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
