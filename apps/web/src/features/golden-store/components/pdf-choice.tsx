/** The admin forms' required drop-down of store PDFs: a label wrapping it, a "choose" first option. */
export function PdfChoice({
  label,
  placeholder,
  value,
  onChange,
  options,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (id: string) => void;
  options: readonly { id: string; title: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 font-medium text-ink text-sm">
      {label}
      <select
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-normal text-base text-ink"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}
