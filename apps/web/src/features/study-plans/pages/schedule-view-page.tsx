/** Schedule (/scheduleviewpage, /schedule-view): the newest plan's time slots, today first. */
import { PageHeader } from '@/components/ui/page-header';
import { WithLatestPlan } from '../components/latest-plan';
import { SlotSchedule } from '../components/slot-schedule';

export default function ScheduleViewPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader title="Schedule" description="Today's study in time slots, from your newest plan." />
      <WithLatestPlan>{(planId) => <SlotSchedule planId={planId} />}</WithLatestPlan>
    </div>
  );
}
