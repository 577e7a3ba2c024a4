/**
 * A note's table (a classification, a differential, drugs of choice): a real table from 640 px
 * and in print; on a phone each row becomes a small card of "column: cell" lines, so no column is
 * cut off and nothing scrolls sideways.
 */
import type { LibraryNotes } from '@medsutra/contract/library/api';
import { keyed } from '@/lib/keyed';

type NoteTableData = LibraryNotes['tables'][number];

export function NoteTable({ table }: { table: NoteTableData }) {
  const rows = keyed(table.rows, (row) => row.join('|'));
  return (
    <section className="break-inside-avoid space-y-2" aria-label={table.title}>
      <h4 className="font-semibold text-ink">{table.title}</h4>
      <table className="hidden w-full border-collapse text-left text-sm sm:table print:table print:text-xs">
        <thead>
          <tr className="border-border border-b-2">
            {keyed(table.columns).map(({ key, item: column }) => (
              <th key={key} scope="col" className="px-2 py-2 align-bottom font-semibold first:pl-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, item: row }) => (
            <tr key={key} className="border-border border-b align-top print:break-inside-avoid">
              {keyed(row).map(({ key: cellKey, item: cell, index }) =>
                index === 0 ? (
                  <th key={cellKey} scope="row" className="py-2 pr-2 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={cellKey} className="px-2 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden print:hidden" data-testid="note-table-stacked">
        {rows.map(({ key, item: row }) => (
          <li key={key} className="rounded-lg border border-border p-3 text-sm">
            <p className="font-semibold">
              <span className="font-normal text-muted">{table.columns[0]}: </span>
              {row[0]}
            </p>
            <dl className="mt-1 space-y-1">
              {keyed(row.slice(1)).map(({ key: cellKey, item: cell, index }) => (
                <div key={cellKey}>
                  <dt className="inline text-muted">{table.columns[index + 1]}: </dt>
                  <dd className="m-0 inline">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
