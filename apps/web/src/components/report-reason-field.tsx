import type { ReactNode } from 'react';

/**
 * The reason field of a report form: a label around a select with one option per reason,
 * labelled from the reason's table.
 */
export function ReportReasonField<Reason extends string>({
  label,
  labelClassName,
  value,
  reasons,
  labels,
  onChange,
  selectClassName,
}: {
  label: ReactNode;
  labelClassName: string;
  value: Reason;
  reasons: readonly Reason[];
  labels: Record<Reason, string>;
  onChange: (reason: Reason) => void;
  selectClassName: string;
}) {
  return (
    <label className={labelClassName}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Reason)} className={selectClassName}>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {labels[reason]}
          </option>
        ))}
      </select>
    </label>
  );
}
