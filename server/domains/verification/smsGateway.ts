/**
 * Where SMS messages go. The default gateway keeps them in the sms_outbox table, which the
 * operator reads with `npm run ops -- sms outbox`; with SMS_PROVIDER_URL set, HttpSmsGateway
 * posts them to a provider instead:
 *
 *   POST $SMS_PROVIDER_URL   X-Api-Key: $SMS_PROVIDER_KEY   {"to": "+54…", "text": "…", "merchant": "demo"}
 *
 * Any 2xx answer is success unless its JSON body says {"success": false} or {"ok": false}.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type SmsGateway = {
  /** `to` is E.164 ("+5491122334455"). Throws SmsDeliveryError when the message could not go. */
  send(to: string, text: string, context: { merchantCode: string }): Promise<void>;
};

export class SmsDeliveryError extends Error {}

export function createOutboxSmsGateway(db: Kysely<DB>, clock: () => Date): SmsGateway {
  return {
    async send(to, text, { merchantCode }) {
      await db
        .insertInto('sms_outbox')
        .values({ merchant_code: merchantCode, to_number: to, body: text, created_at: clock() })
        .execute();
    },
  };
}

export type HttpSmsOptions = { url: string; apiKey: string; timeoutMs?: number };

export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly options: HttpSmsOptions) {
    if (!/^https?:\/\//.test(options.url)) throw new Error('SMS_PROVIDER_URL must be an http(s) URL');
  }

  async send(to: string, text: string, { merchantCode }: { merchantCode: string }): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': this.options.apiKey },
        body: JSON.stringify({ to, text, merchant: merchantCode }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new SmsDeliveryError(`SMS provider ${reason}`);
    }
    const body = await response.text();
    if (!response.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : {};
    } catch {
      return; // a 2xx with a non-JSON body is still an accepted message
    }
    const verdict = parsed as { success?: unknown; ok?: unknown };
    if (verdict.success === false || verdict.ok === false)
      throw new SmsDeliveryError('SMS provider refused the message');
  }
}

/** The outbox unless SMS_PROVIDER_URL is set. */
export function smsGatewayFromEnv(env: NodeJS.ProcessEnv, db: Kysely<DB>, clock: () => Date): SmsGateway {
  if (!env.SMS_PROVIDER_URL) return createOutboxSmsGateway(db, clock);
  if (!env.SMS_PROVIDER_KEY) throw new Error('SMS_PROVIDER_URL is set but SMS_PROVIDER_KEY is not');
  const timeoutMs = env.SMS_PROVIDER_TIMEOUT_MS ? Number(env.SMS_PROVIDER_TIMEOUT_MS) : undefined;
  return new HttpSmsGateway({
    url: env.SMS_PROVIDER_URL,
    apiKey: env.SMS_PROVIDER_KEY,
    ...(timeoutMs && { timeoutMs }),
  });
}
