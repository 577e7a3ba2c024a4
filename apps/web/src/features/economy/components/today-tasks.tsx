/** Today's tasks from every source, each with what it pays, on the task tracking page. */
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useTodayTasks } from '../api/get-today-tasks';
import { ErrorNote, Skeleton } from './query-states';

export function TodayTasks() {
  const query = useTodayTasks();
  return (
    <section aria-labelledby="today-tasks" className="mb-6 space-y-3">
      <h2 id="today-tasks" className="font-semibold text-ink text-lg">
        Today
      </h2>
      {query.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {query.isError ? <ErrorNote error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <ul className="flex flex-col gap-2">
          {query.data.tasks.map((task) => (
            <li key={task.id} className="rounded-xl border border-border bg-surface p-3">
              <Link to={task.href} className="flex min-h-11 flex-wrap items-center justify-between gap-2">
                <span className={cn('text-ink text-sm', task.done && 'text-muted line-through')}>
                  {task.done ? '✓ ' : ''}
                  {task.title}
                </span>
                <span className="text-muted text-xs">{task.pays}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
