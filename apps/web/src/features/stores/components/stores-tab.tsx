/**
 * Placeholder for the notes store's tab on /medstagram?tab=stores. The stores module's own version
 * of this file replaces it at merge; until then the tab says the store is opening soon.
 */
import { medstagramScreenMessages } from '@medsutra/contract/mindmap-messages';
import { Card } from '@/components/ui/card';

export function StoresTab() {
  return (
    <Card role="note">
      <p className="text-muted">{medstagramScreenMessages.storesSoon}</p>
    </Card>
  );
}
