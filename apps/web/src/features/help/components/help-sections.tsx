import type { HelpSection } from '@medsutra/contract/help/content';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { HelpAnswer } from './help-answer';
import { HelpIcon } from './help-icon';

export interface HelpSectionsProps {
  sections: readonly HelpSection[];
  onNavigate?: () => void;
}

/** Sections and their questions as accordions; every one opens and closes on its own. */
export function HelpSections({ sections, onNavigate }: HelpSectionsProps) {
  return (
    <Accordion type="multiple" className="rounded-xl border border-border bg-surface px-4">
      {sections.map((section) => (
        <AccordionItem
          key={section.id}
          value={section.id}
          level={2}
          title={
            <span className="flex items-center gap-3">
              <HelpIcon name={section.icon} className="size-5 shrink-0 text-primary" />
              <span className="font-semibold">{section.title}</span>
              <span className="text-muted text-sm">({section.questions.length})</span>
            </span>
          }
        >
          <Accordion type="multiple" className="border-border border-t pl-2 sm:pl-8">
            {section.questions.map((question) => (
              <AccordionItem key={question.id} value={question.id} title={question.question}>
                <HelpAnswer answer={question.answer} onNavigate={onNavigate} />
              </AccordionItem>
            ))}
          </Accordion>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
