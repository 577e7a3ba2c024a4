import type { HelpIcon as HelpIconName } from '@medsutra/contract/help/content';
import {
  CalendarDays,
  Coins,
  Crown,
  LifeBuoy,
  type LucideIcon,
  NotebookPen,
  Rocket,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';

const ICONS: Record<HelpIconName, LucideIcon> = {
  rocket: Rocket,
  shield: ShieldCheck,
  sparkles: Sparkles,
  calendar: CalendarDays,
  notebook: NotebookPen,
  users: Users,
  coins: Coins,
  crown: Crown,
  'life-buoy': LifeBuoy,
};

export function HelpIcon({ name, className }: { name: HelpIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
