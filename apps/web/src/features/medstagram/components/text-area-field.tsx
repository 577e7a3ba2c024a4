import { StackedLabelField } from '@/components/stacked-label-field';

/** A labelled box of a few lines of free text (a caption, a bio), up to `maxLength` characters. */
export function TextAreaField({
  id,
  label,
  maxLength,
  value,
  onChange,
}: {
  id: string;
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <StackedLabelField id={id} label={label}>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary"
      />
    </StackedLabelField>
  );
}
