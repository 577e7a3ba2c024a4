/** The ✕ that closes a Radix dialog or drawer, named for screen readers. Lazily loaded code only. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(className, 'inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted')}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
