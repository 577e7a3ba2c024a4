import { grandTestMessages, grandTestReminderPath } from '@medsutra/contract/grand-tests/api';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { createSignedInAdmin, publishedGrandTest } from '../../../test/helpers/grand-tests.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { createGrandTestReminders } from './reminders.ts';

const start = new Date('2026-11-29T03:00:00Z');
const opensAt = new Date('2026-11-29T04:30:00Z');
const closesAt = new Date('2026-11-30T16:30:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });

/** The mail edge: what would have gone out. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'outbox', sent, send: async (message) => void sent.push(message), close: async () => {} };
}

describe('"Remind me" on a grand test', () => {
  it('mails each student who asked once, when the window opens, and nobody who turned it off', async () => {
    const db = t.database.handle.db;
    const admin = await createSignedInAdmin(db, start);
    const test = await publishedGrandTest(t, admin, { title: 'Sunday grand test', opensAt, closesAt });
    const asha = await createSignedInUser(db, start);
    const ravi = await createSignedInUser(db, start);
    const remind = (who: { cookie: string }, on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: grandTestReminderPath(test.id),
        headers: { ...jsonHeaders, cookie: who.cookie },
        payload: { on },
      });
    expect((await remind(asha, true)).json()).toEqual({ reminder: true });
    await remind(ravi, true);
    await remind(ravi, false);

    const mailer = recordingMailer();
    const reminders = createGrandTestReminders({ db, mailer, publicUrl: 'https://medsutra.test', now: () => clock });
    expect(await reminders.sendDue()).toBe(0);

    clock = new Date(opensAt.getTime() + 60_000);
    expect(await reminders.sendDue()).toBe(1);
    expect(await reminders.sendDue()).toBe(0);
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe(grandTestMessages.reminderSubject('Sunday grand test'));
    expect(mail?.text).toContain('https://medsutra.test/grand-tests');
    expect(mail?.text).toContain('Mon, 30 Nov');
    expect(mailer.sent).toHaveLength(1);

    clock = new Date(closesAt.getTime() + 60_000);
    await remind(ravi, true);
    expect(await reminders.sendDue()).toBe(0);
  });
});
