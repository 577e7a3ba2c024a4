/**
 * The help button of the signed-in header. It stays tiny on every page: the overlay, its content
 * and Radix load only when it is first pressed.
 */
import { HELP_BUTTON_LABEL } from '@medsutra/contract/help/button-label';
import { CircleHelp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const FaqOverlay = lazy(() => import('./faq-overlay'));

export function HelpButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <CircleHelp aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{HELP_BUTTON_LABEL}</span>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <FaqOverlay open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
