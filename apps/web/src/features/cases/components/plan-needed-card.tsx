/** The server's plan sentence after a plan-gated tool refused a run, with the way to the plans. */
import { paths } from '@medsutra/contract/routes';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

export function PlanNeededCard({ sentence }: { sentence: string | null }) {
  if (!sentence) return null;
  return (
    <Card role="status">
      <p className="text-ink">{sentence}</p>
      <Link className="mt-2 inline-block text-primary underline" to={paths.pricing}>
        See plans
      </Link>
    </Card>
  );
}
