/** A student's picture (a small sized WebP, loaded lazily) or her initials. */
import type { PublicPerson } from '@medsutra/contract/medstagram/api';
import { cn } from '@/lib/cn';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function Avatar({ person, size = 40, className }: { person: PublicPerson; size?: number; className?: string }) {
  const style = { width: size, height: size };
  if (person.avatarUrl)
    return (
      <img
        src={person.avatarUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        className={cn('shrink-0 rounded-full bg-surface-muted object-cover', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary text-sm',
        className,
      )}
    >
      {initials(person.name || person.handle)}
    </span>
  );
}
