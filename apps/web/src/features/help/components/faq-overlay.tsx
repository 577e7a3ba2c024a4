/** The FAQ overlay, opened by the help button on every signed-in page. Loaded only when opened. */
import { FAQ_QUICK_LINKS, HELP_SECTIONS } from '@medsutra/contract/help/content';
import { helpMessages } from '@medsutra/contract/help/messages';
import { paths } from '@medsutra/contract/routes';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { HelpSearch } from './help-search';
import { HelpSections } from './help-sections';

export interface FaqOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function FaqOverlay({ open, onOpenChange }: FaqOverlayProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={helpMessages.overlayTitle}
        description={helpMessages.overlayDescription}
        closeLabel={helpMessages.close}
        className="max-w-2xl"
      >
        <div className="space-y-5">
          <HelpSearch onNavigate={close} />
          <nav aria-labelledby="faq-quick-links">
            <h3 id="faq-quick-links" className="mb-2 font-semibold text-ink">
              {helpMessages.quickLinks}
            </h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FAQ_QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="flex min-h-11 items-center rounded-lg border border-border px-3 py-2 text-ink text-sm hover:bg-surface-muted"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HelpSections sections={HELP_SECTIONS} onNavigate={close} />
          <Link
            to={paths.helpGuide}
            onClick={close}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {helpMessages.fullGuide}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
