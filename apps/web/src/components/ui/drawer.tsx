/** Right-side sheet on Radix Dialog. Import only from lazily loaded code: Radix is kept off first load. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog';

export const Drawer = DialogPrimitive.Root;

export interface DrawerContentProps {
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}

export function DrawerContent({ title, description, closeLabel, children }: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-40 flex w-[min(22rem,100%)] flex-col border-l border-border bg-surface text-ink shadow-xl">
        <div className="flex items-center justify-between border-b border-border px-4 py-2">
          <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
          <DialogCloseButton label={closeLabel} />
        </div>
        <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
