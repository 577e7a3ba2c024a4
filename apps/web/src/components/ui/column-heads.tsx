/** A table's column headers: one `<th scope="col">` a column, each with its label and classes. */
export interface ColumnHead {
  label: string;
  className: string;
}

export function ColumnHeads({ columns, className }: { columns: readonly ColumnHead[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
