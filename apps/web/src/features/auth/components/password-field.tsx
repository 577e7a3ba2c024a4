import { loginMessages } from '@medsutra/contract/auth/messages';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  visible: boolean;
  onToggleVisible: () => void;
}

/** A password input with its show/hide toggle and an inline error. */
export function PasswordField({
  label,
  error,
  hint,
  visible,
  onToggleVisible,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'min-h-11 w-full rounded-lg border border-border bg-surface py-2 pr-12 pl-3 text-base text-ink',
            'focus-visible:outline-2 focus-visible:outline-primary',
            error && 'border-danger',
            className,
          )}
          {...props}
        />
        <button
          type="button"
          onClick={onToggleVisible}
          aria-label={visible ? loginMessages.hidePassword : loginMessages.showPassword}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
