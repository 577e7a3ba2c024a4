import { contactFormMessages } from '@medsutra/contract/http/messages';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { contactMessages } from '../../db/schema.ts';

const t = testAppForFile({ env: { RATE_LIMIT_CONTACT_PER_HOUR: '3' } });

it('stores a contact message, trimmed and with the email lowercased', async () => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: jsonHeaders,
    payload: {
      name: '  Asha Rao ',
      email: ' Asha@Example.COM ',
      subject: 'Plans',
      message: 'How do Premium coins work?',
    },
  });
  expect(reply.statusCode).toBe(201);
  expect(reply.json()).toMatchObject({ success: true, message: contactFormMessages.sent });
  const rows = await t.database.handle.db.select().from(contactMessages);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', subject: 'Plans' });
});

it('limits how many messages one address sends', async () => {
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: jsonHeaders,
      payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hi', message: 'Just saying hello.' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
  expect(statuses).toEqual([201, 201, 429, 429]);
  const limited = await send();
  expect(limited.json()).toMatchObject({ success: false });
  expect(limited.headers['retry-after']).toBeDefined();
});
