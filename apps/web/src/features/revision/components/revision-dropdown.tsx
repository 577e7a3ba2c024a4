/**
 * The dashboard's revision dropdown: the top of the smart list. Opens by itself with
 * `?autoOpenRevisionDropdown=true`. Its own chunk, so the dashboard's first load stays light.
 */
import { REVISION_DROPDOWN_SIZE } from '@medsutra/contract/revision/screen';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { useSmartRevision } from '../api/get-smart-revision';
import { StateBadge } from './state-badge';

export default function RevisionDropdown() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('autoOpenRevisionDropdown') === 'true');
  const query = useSmartRevision();
  const due = query.data?.dueToday ?? [];
  const top = (due.length > 0 ? due : (query.data?.startNext ?? [])).slice(0, REVISION_DROPDOWN_SIZE);
  return (
    <Card className="p-0 sm:p-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="revision-dropdown"
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 p-4 text-left"
      >
        <span className="font-semibold text-ink">Revision {query.data ? `· ${due.length} due today` : ''}</span>
        <ChevronDown aria-hidden="true" className={`size-5 text-muted ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id="revision-dropdown" className="space-y-2 px-4 pb-4">
          {query.isPending ? <p className="text-muted text-sm">Loading…</p> : null}
          {query.isError ? <p className="text-muted text-sm">Your revision could not be loaded.</p> : null}
          {query.data && due.length === 0 ? (
            <p className="text-muted text-sm">Nothing is due today. Start with these:</p>
          ) : null}
          <ul className="space-y-1">
            {top.map((item) => (
              <li key={item.subtopicId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-ink">
                  {item.name} <span className="text-muted">· {item.subjectName}</span>
                </span>
                <StateBadge state={item.state} reviewCount={item.reviewCount} />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-4 pt-1 text-sm">
            <Link to="/smart-revision-tracker" className="inline-flex min-h-11 items-center text-primary">
              Open the smart revision tracker
            </Link>
            <Link to="/topic-tracker" className="inline-flex min-h-11 items-center text-primary">
              Topic tracker
            </Link>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
