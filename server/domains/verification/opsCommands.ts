/** Operator commands that show what the built-in SMS and e-mail gateways "sent". */
import type { Services } from '../../services';
import { OpsUsageError, type OpsCommand } from '../ops/registry';

const options = {
  to: { type: 'string', description: 'only messages to this number / address' },
  limit: { type: 'string', description: 'how many, newest first (default 20)' },
  merchant: { type: 'string', description: 'merchant code (default: demo)' },
} as const;

function parsed(opts: Record<string, string | boolean | undefined>) {
  const limit = Number(typeof opts.limit === 'string' ? opts.limit : '20');
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new OpsUsageError('--limit must be a whole number from 1 to 500.');
  return {
    limit,
    to: typeof opts.to === 'string' ? opts.to : undefined,
    merchant: typeof opts.merchant === 'string' ? opts.merchant : 'demo',
  };
}

const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

export const verificationOpsCommands: OpsCommand[] = [
  {
    path: ['sms', 'outbox'],
    options,
    summary: 'show SMS messages kept by the built-in gateway',
    async run({ options: opts }, { db }: Services) {
      const { limit, to, merchant } = parsed(opts);
      let query = db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('merchant_code', '=', merchant)
        .orderBy('id', 'desc')
        .limit(limit);
      if (to) query = query.where('to_number', 'in', [to, `+${to.replace(/^\+/, '')}`]);
      const rows = await query.execute();
      if (rows.length === 0) return `No SMS messages${to ? ` to ${to}` : ''} on ${merchant}.`;
      return rows.map((r) => `${stamp(r.created_at)}  ${r.to_number}  ${r.body}`).join('\n');
    },
  },
  {
    path: ['mail', 'outbox'],
    options,
    summary: 'show e-mail kept by the built-in gateway',
    async run({ options: opts }, { db }: Services) {
      const { limit, to, merchant } = parsed(opts);
      let query = db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('merchant_code', '=', merchant)
        .orderBy('id', 'desc')
        .limit(limit);
      if (to) query = query.where('to_address', '=', to.toLowerCase());
      const rows = await query.execute();
      if (rows.length === 0) return `No e-mail${to ? ` to ${to}` : ''} on ${merchant}.`;
      return rows
        .map((r) => `${stamp(r.created_at)}  To: ${r.to_address}  Subject: ${r.subject}\n${r.body}\n`)
        .join('\n');
    },
  },
];
