/** `npm run ops -- ledger verify`: the money invariants on the live database. */
import { OpsFailure, type OpsCommand } from '../ops/registry';
import { moneyText } from '../wallet/amounts';
import { merchantMoney } from '../wallet/merchantMoney';
import { ledgerTotals, verifyLedger } from './verify';

export const ledgerOpsCommands: OpsCommand[] = [
  {
    path: ['ledger', 'verify'],
    summary: 'Check every money invariant of the ledger and print what was found',
    async run(_input, services) {
      const findings = await verifyLedger(services.db, services.clock());
      const totals = await ledgerTotals(services.db);
      const bad = findings.filter((f) => f.violations > 0);
      const lines = findings.map(
        (f) =>
          `${f.violations === 0 ? 'ok  ' : 'FAIL'} ${f.check.padEnd(28)} ` +
          `${f.description}${f.violations ? ` — ${f.violations} violation(s)` : ''}`,
      );
      for (const f of bad) lines.push(...f.samples.map((s) => `       ${f.check}: ${s}`));
      // What members hold, per merchant in its own currency (major units): a sum across currencies means nothing.
      const held = await services.db
        .selectFrom('ledger_accounts')
        .select(['merchant_code', (eb) => eb.fn.sum<string>('balance').as('total')])
        .where('member_id', 'is not', null)
        .groupBy('merchant_code')
        .orderBy('merchant_code')
        .execute();
      const holdings = [];
      for (const h of held)
        holdings.push(
          `${h.merchant_code} ` +
            `${moneyText(BigInt(h.total ?? '0'), (await merchantMoney(services.db, h.merchant_code)).currency)}`,
        );
      lines.push(
        '',
        `${totals.transactions} transactions, ${totals.entries} entries; ` +
          `members hold ${holdings.length ? holdings.join(', ') : 'nothing'}.`,
        bad.length === 0
          ? 'Ledger verified: no violations.'
          : `LEDGER INVARIANTS VIOLATED: ${bad.length} check(s) failed.`,
      );
      if (bad.length > 0) throw new OpsFailure(lines.join('\n'));
      return lines.join('\n');
    },
  },
];
