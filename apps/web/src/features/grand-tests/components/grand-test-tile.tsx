/** The dashboard's grand-test tile: the test open now (and when its window closes), or the next one. Loaded lazily by the dashboard. */
import { grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { Trophy } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatWeekdayDateTime } from '@/lib/format-date';
import { useGrandTests } from '../api/grand-tests-api';
import { formatTimeLeft } from '../lib/grand-test-time';

export default function GrandTestTile() {
  const list = useGrandTests();
  const tests = list.data?.tests ?? [];
  const open = tests.find((t) => t.state === 'open' && t.myAttempt?.state !== 'submitted');
  const next = open ?? tests.find((t) => t.state === 'upcoming');
  // Nothing to name (none scheduled, or the list failed): the tile stays away.
  if (!next || !list.data) return null;
  const now = Date.now() + list.data.skewMs;
  return (
    <Card className="flex flex-col gap-2 sm:p-4" aria-labelledby="grand-test-tile">
      <h2 id="grand-test-tile" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Trophy aria-hidden="true" className="size-5 text-accent" />
        {text.tileTitle}
      </h2>
      <p className="font-medium text-ink">{open ? text.tileOpen(next.title) : text.tileNext(next.title)}</p>
      <p className="text-sm text-muted">
        {open
          ? text.tileCloses(formatTimeLeft(Date.parse(next.closesAt) - now))
          : text.tileOpens(formatWeekdayDateTime(next.opensAt))}
      </p>
      <ButtonLink to="/grand-tests" size="sm" className="self-start">
        {text.tileGo}
      </ButtonLink>
    </Card>
  );
}
