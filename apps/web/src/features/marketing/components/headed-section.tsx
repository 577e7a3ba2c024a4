import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const headingSize = { xl: 'text-xl', '2xl': 'text-2xl' } as const;

interface HeadedSectionProps {
  /** Names the heading (`${id}-heading`), which labels the section. */
  id: string;
  title: ReactNode;
  /** Drawn before the title, in line with it. */
  icon?: ReactNode;
  /** `2xl` for a page's main sections, `xl` for boxed and closing ones. */
  size?: keyof typeof headingSize;
  className?: string;
  children: ReactNode;
}

/** A content page's section: an h2 that labels it, then its body. */
export function HeadedSection({ id, title, icon, size = '2xl', className, children }: HeadedSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={`${icon ? 'flex items-center gap-2 ' : ''}font-semibold ${headingSize[size]}`}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const boxClass = {
  card: 'rounded-xl border border-border bg-surface p-4 sm:p-5',
  muted: 'rounded-xl bg-surface-muted p-4 sm:p-5',
  accent: 'rounded-xl bg-accent-soft p-4 sm:p-5',
} as const;

const iconClass = { primary: 'size-5 text-primary', accent: 'size-5 text-accent' } as const;

interface BoxedSectionProps {
  id: string;
  title: ReactNode;
  Icon: LucideIcon;
  tone: keyof typeof iconClass;
  box: keyof typeof boxClass;
  children: ReactNode;
}

/** A boxed section with an icon before its xl title (reply times, costs, tips, email). */
export function BoxedSection({ id, title, Icon, tone, box, children }: BoxedSectionProps) {
  return (
    <HeadedSection
      id={id}
      title={title}
      icon={<Icon aria-hidden="true" className={iconClass[tone]} />}
      size="xl"
      className={boxClass[box]}
    >
      {children}
    </HeadedSection>
  );
}
