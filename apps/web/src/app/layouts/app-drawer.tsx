/** The logged-out menu: a right-side drawer with the BETA notice, features, PWA and legal links. */
import { pathIsAvailable } from '@medsutra/contract/feature-availability';
import { paths } from '@medsutra/contract/routes';
import { drawerMessages } from '@medsutra/contract/shell/messages';
import { ChevronRight, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ComingSoonBadge } from '@/components/ui/coming-soon-badge';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import { storageKeys, writeStorage } from '@/lib/storage';
import { WidgetsDialog } from './widgets-dialog';

const d = drawerMessages;

const FEATURE_ENTRIES = [
  { label: d.neuroCase, to: paths.neuroCaseAi },
  { label: d.gastroCase, to: paths.gastroCaseAi },
  { label: d.mindMapper, to: paths.mindMapperAi },
  { label: d.wardDx, to: paths.wardDx },
  { label: d.profileSystem, to: paths.profileSystem },
  { label: d.imageAnalysis, to: paths.imageAnalysis },
  { label: d.medCoinsStore, to: paths.medCoinsStore },
  { label: d.sellNotes, to: `${paths.medstagram}?tab=stores` },
] as const;

const LEGAL_ENTRIES = [
  { label: d.aboutUs, to: paths.aboutUs },
  { label: d.contactUs, to: paths.contactUs },
  { label: d.terms, to: paths.terms },
  { label: d.privacy, to: paths.privacy },
  { label: d.refund, to: paths.refund },
] as const;

interface EntryListProps {
  heading: string;
  entries: ReadonlyArray<{ label: string; to: string }>;
  onChoose: (to: string) => void;
}

function EntryList({ heading, entries, onChoose }: EntryListProps) {
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{heading}</h3>
      <ul className="flex flex-col">
        {entries.map((entry) => (
          <li key={entry.to}>
            <button
              type="button"
              onClick={() => onChoose(entry.to)}
              className="flex min-h-11 w-full items-center justify-between rounded-lg px-2 text-left text-ink hover:bg-surface-muted"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span>{entry.label}</span>
                {pathIsAvailable(entry.to) ? null : <ComingSoonBadge />}
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AppDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [widgetsOpen, setWidgetsOpen] = useState(false);

  const choose = (to: string) => {
    writeStorage('session', storageKeys.lastVisitedPage, `${location.pathname}${location.search}`);
    onOpenChange(false);
    navigate(to);
  };

  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent title={d.title} description={d.description} closeLabel={d.close}>
          <div className="rounded-lg border border-accent bg-accent-soft p-3 text-sm text-ink">
            <span className="mr-2 rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-surface">{d.betaLabel}</span>
            {d.beta}
          </div>
          <EntryList heading={d.features} entries={FEATURE_ENTRIES} onChoose={choose} />
          <section className="mt-6">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{d.pwa}</h3>
            <button
              type="button"
              onClick={() => setWidgetsOpen(true)}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-left text-ink hover:bg-surface-muted"
            >
              <LayoutGrid aria-hidden="true" className="size-4 text-primary" />
              {d.addWidgets}
            </button>
          </section>
          <EntryList heading={d.legal} entries={LEGAL_ENTRIES} onChoose={choose} />
        </DrawerContent>
      </Drawer>
      <WidgetsDialog open={widgetsOpen} onOpenChange={setWidgetsOpen} />
    </>
  );
}
