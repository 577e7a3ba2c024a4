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
