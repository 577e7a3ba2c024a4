/**
 * Page error boundary (docs/product-rules.md, The app shell): a failed chunk or module load reloads the page after 1 s
 * (at most once per 10 s, guarded in sessionStorage); any other render error shows a full-screen
 * message with 'Reload Application'. It wraps the whole app, router included.
 */
import { messages } from '@medsutra/contract/messages';
import { AlertTriangle } from 'lucide-react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { isChunkLoadError, scheduleChunkReload } from '@/lib/chunk-reload';

function ErrorScreen({ error }: { error: unknown }) {
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (isChunkLoadError(error)) setReloading(scheduleChunkReload());
    else console.error(error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas px-6 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-danger" />
      {reloading ? (
        <p className="text-lg font-semibold text-ink">{messages.startup.loading}</p>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-ink">{messages.errorBoundary.title}</h1>
          <p className="max-w-md text-muted">{messages.errorBoundary.body}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-lg bg-primary px-5 font-medium text-on-primary hover:bg-primary-strong"
          >
            {messages.errorBoundary.reload}
          </button>
        </>
      )}
    </div>
  );
}

interface AppErrorBoundaryState {
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error ?? new Error('Unknown render error') };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
