import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { useEffect, useState } from 'react';
import { getOfflineNotes, type OfflineNote } from '@/lib/offline-notes-store';
import { readRememberedUser } from '@/lib/storage';
import { OfflineItemLink, OfflineItemList } from './offline-item-link';

const o = messages.offline;

/** The last signed-in user's downloaded notes from IndexedDB; works with no network and no session. */
export function OfflineNotesList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [notes, setNotes] = useState<OfflineNote[] | null>(null);

  useEffect(() => {
    const email = readRememberedUser()?.email;
    let cancelled = false;
    (email ? getOfflineNotes(email) : Promise.resolve([])).then((found) => {
      if (!cancelled) setNotes(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="w-full text-left">
      <Heading className="mb-3 text-lg font-semibold text-ink">{o.listTitle}</Heading>
      <OfflineItemList items={notes} empty={o.empty}>
        {(note) => (
          <OfflineItemLink
            key={note.id}
            to={`${paths.myNotes}?offline=true&noteId=${encodeURIComponent(note.id)}`}
            title={note.title || o.defaultNoteTitle}
            detail={note.subject || o.defaultNoteSubject}
          />
        )}
      </OfflineItemList>
    </section>
  );
}
