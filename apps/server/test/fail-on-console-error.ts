/** A test that makes the code print an unexpected console.error fails (epic-stack's habit). */
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error: ${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
