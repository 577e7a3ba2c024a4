/** Email verification for server tests: the link sign-up mailed (embedded outbox) and using it. */
import { randomInt } from 'node:crypto';
import { emailVerificationApiPaths } from '@medsutra/contract/email-verification/rules';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { jsonHeaders } from './build-test-app.ts';

/** The token of the newest verification link mailed to `email` through the outbox mailer. */
export async function verificationTokenFor(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%/verify-email?token=%')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = mail?.text.match(/\/verify-email\?token=([\w%-]+)/);
  if (!match) throw new Error(`no verification link was mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Opens a link from `ip`: a new address each time by default, as friends each open their own link. */
export function verifyEmailRequest(
  app: FastifyInstance,
  token: unknown,
  ip = `10.77.${randomInt(255)}.${randomInt(255)}`,
) {
  return app.inject({
    method: 'POST',
    url: emailVerificationApiPaths.verify,
    headers: jsonHeaders,
    remoteAddress: ip,
    payload: token === undefined ? {} : { token },
  });
}

/** Opens the link sign-up mailed; throws unless it verified the address. */
export async function verifyEmailOf(app: FastifyInstance, db: Database, email: string): Promise<void> {
  const reply = await verifyEmailRequest(app, await verificationTokenFor(db, email));
  if (reply.statusCode !== 200) throw new Error(`verification failed ${reply.statusCode}: ${reply.body}`);
}
