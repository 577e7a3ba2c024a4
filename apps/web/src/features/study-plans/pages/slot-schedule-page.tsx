/** A plan's time slots (/dynamic-slot-schedule/:scheduleId; a schedule is a plan's slots). */
import { useParams } from 'react-router';
import { HeaderTextLink } from '@/components/header-text-link';
import { PageHeader } from '@/components/ui/page-header';
import { SlotSchedule } from '../components/slot-schedule';

export default function SlotSchedulePage() {
  const planId = useParams().scheduleId ?? '';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader
        title="Slot schedule"
        description="Your day in time slots, Indian Standard Time."
        actions={<HeaderTextLink to={`/study-plan/${planId}`}>The whole plan →</HeaderTextLink>}
      />
      <SlotSchedule planId={planId} />
    </div>
  );
}
