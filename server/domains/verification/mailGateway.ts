/**
 * Where e-mail goes. The built-in gateway keeps messages in the mail_outbox table, shown by
 * `npm run ops -- mail outbox`; a provider adapter can implement the same interface.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type MailMessage = { to: string; subject: string; text: string };

export type MailGateway = {
  send(message: MailMessage, context: { merchantCode: string }): Promise<void>;
};

export function createOutboxMailGateway(db: Kysely<DB>, clock: () => Date): MailGateway {
  return {
    async send({ to, subject, text }, { merchantCode }) {
      await db
        .insertInto('mail_outbox')
        .values({ merchant_code: merchantCode, to_address: to, subject, body: text, created_at: clock() })
        .execute();
    },
  };
}
