/**
 * The child process that handles untrusted files (decision 073): started by pool.ts with a heap
 * limit, it takes one task at a time over IPC and answers with the result or the error's kind.
 * The API process kills it when a task runs too long or the process grows too large.
 */
import { isFileLimitError } from './limits.ts';
import { type TaskName, tasks } from './tasks.ts';

interface Request {
  id: number;
  task: TaskName;
  input: never;
}

process.on('message', async (request: Request) => {
  try {
    const result = await tasks[request.task](request.input);
    process.send?.({ id: request.id, ok: true, result });
  } catch (error) {
    const kind = isFileLimitError(error)
      ? error.kind
      : error instanceof Error && error.name === 'FileUnreadableError'
        ? 'unreadable'
        : 'failed';
    process.send?.({
      id: request.id,
      ok: false,
      kind,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
// The parent's death closes the channel: nothing is left running without it.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
