import { loginMessages } from '@medsutra/contract/auth/messages';
import type { ChangeEventHandler } from 'react';
import { Input } from '@/components/ui/input';

/** The account email input of the forgot-password and remove-device forms, with its inline error. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error: string | undefined;
}) {
  return (
    <Input
      label={loginMessages.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
