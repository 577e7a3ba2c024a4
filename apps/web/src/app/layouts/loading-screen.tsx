import { messages } from '@medsutra/contract/messages';
import { PRODUCT_NAME } from '@medsutra/contract/product';

/** Full-screen, shown only while the auth state loads (at most about 1 s). */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas">
      <img src="/icon.svg" alt="" width={56} height={56} className="size-14" />
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{messages.startup.loading}</span>
      <span aria-hidden="true" className="text-lg font-semibold text-ink">
        {PRODUCT_NAME}
      </span>
    </div>
  );
}
