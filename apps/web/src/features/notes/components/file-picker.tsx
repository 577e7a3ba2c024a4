/**
 * The notes' big "choose files" target: a dashed box with what to choose and what is accepted,
 * over a hidden multiple file input. Hands over the chosen files and clears the input, so the
 * same files can be chosen again.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function FilePicker({
  title,
  hint,
  accept,
  disabled,
  onFiles,
  compact = false,
}: {
  title: string;
  hint: ReactNode;
  accept: string | undefined;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** A lower box, where the page has more above it. */
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface p-6 text-center hover:bg-surface-muted',
        compact ? 'min-h-28' : 'min-h-32',
      )}
    >
      <span className="font-semibold text-ink">{title}</span>
      <span className="text-sm text-muted">{hint}</span>
      <input
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
