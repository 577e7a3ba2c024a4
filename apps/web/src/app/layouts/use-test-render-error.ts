import { readStorage, storageKeys } from '@/lib/storage';

/**
 * TEST HOOK: a browser test sets sessionStorage 'medsutra:test-render-error' to '1' to make the
 * layouts throw during render, proving the error boundary's full-screen message and its
 * 'Reload Application' button. It costs one sessionStorage read per render and is inert otherwise.
 * (A `/__boom` route is deliberately not in the route table.)
 */
export function useTestRenderError(): void {
  if (readStorage('session', storageKeys.testRenderError) === '1') {
    throw new Error('Test render error (sessionStorage medsutra:test-render-error = 1)');
  }
}
