/** Numbers as Indian students read them: en-IN grouping (dates are lib/format-date.ts's). */
import { formatIndianNumber } from '@medsutra/contract/economy/table';

export const formatCount = formatIndianNumber;

/**
 * Formatters are made on first use, not when this module loads: it loads with the header on every
 * signed-in page, and each `Intl` formatter costs a phone milliseconds of start-up to build.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const compact = lazy(() => new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }));

/** Short enough for the header chip: below `from` stays whole; 1,150 becomes 1.2K and 1,23,456 1.2L. */
export function formatCompact(value: number, from = 1000): string {
  if (Math.abs(value) < from) return formatCount(value);
  return compact().format(value);
}
