import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Why no order or item can be shown, and the one way on. */
export function NextStep({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <Card className="flex flex-col gap-4">
      <p className="text-ink">{message}</p>
      <ButtonLink to={to} variant="primary" className="self-start">
        {label}
      </ButtonLink>
    </Card>
  );
}
