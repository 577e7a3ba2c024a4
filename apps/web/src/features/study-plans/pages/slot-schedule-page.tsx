/** A plan's time slots (/dynamic-slot-schedule/:scheduleId; a schedule is a plan's slots). */
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SlotSchedule } from '../components/slot-schedule';

export default function SlotSchedulePage() {
  const planId = useParams().scheduleId ?? '';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader
        title="Slot schedule"
        description="Your day in time slots, Indian Standard Time."
        actions={
          <Link to={`/study-plan/${planId}`} className="inline-flex min-h-11 items-center text-primary text-sm">
            The whole plan →
          </Link>
        }
      />
      <SlotSchedule planId={planId} />
    </div>
  );
}
