/** A labelled multi-line field: the label above its textarea, in one column (the textarea's classes are the caller's). */
import type { TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
}

export function TextareaField({ id, label, ...props }: TextareaFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea id={id} {...props} />
    </div>
  );
}
