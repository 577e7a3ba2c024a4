/**
 * "Remind me" on the Grand tests page: when a test's window opens, each student who asked gets
 * one mail with the window's end and a link. Claiming a reminder and marking it sent is one
 * statement, so two workers (or a retried job) never send it twice; a mail that fails to go is
 * not sent again (the student still sees the open test on the page and the dashboard tile).
 */
import { grandTestMessages } from '@medsutra/contract/grand-tests/api';
import { paths } from '@medsutra/contract/routes';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { createGrandTestsRepository, type GrandTestsRepository } from './repository.ts';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export function createGrandTestReminders(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  repository?: GrandTestsRepository;
  log?: { warn(object: object, message: string): void };
}) {
  const repository = deps.repository ?? createGrandTestsRepository();
  return {
    /** Sends the reminders of every test open now that have not gone; how many were sent. */
    async sendDue(): Promise<number> {
      const due = await repository.claimDueReminders(deps.db, deps.now());
      let sent = 0;
      for (const reminder of due) {
        const link = new URL(paths.grandTests, deps.publicUrl).toString();
        try {
          await deps.mailer.send({
            to: reminder.email,
            subject: grandTestMessages.reminderSubject(reminder.title),
            text: grandTestMessages.reminderText(reminder.title, indiaTime.format(new Date(reminder.closes_at)), link),
          });
          sent++;
        } catch (error) {
          deps.log?.warn({ err: error, grandTestId: reminder.grand_test_id }, 'a grand-test reminder mail failed');
        }
      }
      return sent;
    },
  };
}
export type GrandTestReminders = ReturnType<typeof createGrandTestReminders>;
