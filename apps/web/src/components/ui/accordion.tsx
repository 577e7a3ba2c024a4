/** Collapsible panels on Radix Accordion. Import only from lazily loaded code. */
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export const Accordion = AccordionPrimitive.Root;

export interface AccordionItemProps {
  value: string;
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the item's title (Radix renders an h3 by default). */
  level?: 2 | 3;
}

export function AccordionItem({ value, title, children, level = 3 }: AccordionItemProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <AccordionPrimitive.Item value={value} className="border-b border-border">
      <AccordionPrimitive.Header asChild>
        <Heading>
          <AccordionPrimitive.Trigger className="group flex min-h-11 w-full items-center justify-between gap-3 py-3 text-left font-medium text-ink">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="pb-4 text-muted">{children}</AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
