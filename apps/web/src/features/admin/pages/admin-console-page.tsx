/** /admin: the console's front page, a card per section (the open reports counted). */
import { adminPages } from '@medsutra/contract/admin/api';
import { adminScreen as text } from '@medsutra/contract/admin/screen';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useModerationQueue } from '../api/get-reports';
import { AdminPage } from '../components/admin-state';

const CARDS = [
  { to: adminPages.users, title: text.nav.users, body: text.console.cards.users },
  { to: adminPages.moderation, title: text.nav.moderation, body: text.console.cards.moderation },
  { to: adminPages.libraryReports, title: text.nav.libraryReports, body: text.console.cards.libraryReports },
  { to: adminPages.grandTests, title: text.nav.grandTests, body: text.console.cards.grandTests },
  { to: adminPages.refunds, title: text.nav.refunds, body: text.console.cards.refunds },
  { to: adminPages.auditLog, title: text.nav.auditLog, body: text.console.cards.auditLog },
] as const;

export default function AdminConsolePage() {
  const queue = useModerationQueue();
  return (
    <AdminPage title={text.console.title} description={text.console.description}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Card className="h-full space-y-1 transition-colors hover:border-primary">
                <h2 className="font-semibold text-ink text-lg">{card.title}</h2>
                <p className="text-muted text-sm">{card.body}</p>
                {card.to === adminPages.moderation && queue.data ? (
                  <p className="font-medium text-primary text-sm">
                    {text.console.openReports(queue.data.reports.length)}
                  </p>
                ) : null}
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
