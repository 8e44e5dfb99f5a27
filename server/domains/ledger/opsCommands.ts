/** `npm run ops -- ledger verify`: the money invariants on the live database. */
import { OpsFailure, type OpsCommand } from '../ops/registry';
import { ledgerTotals, verifyLedger } from './verify';

export const ledgerOpsCommands: OpsCommand[] = [
  {
    path: ['ledger', 'verify'],
    summary: 'Check every money invariant of the ledger and print what was found',
    async run(_input, services) {
      const findings = await verifyLedger(services.db, services.clock());
      const totals = await ledgerTotals(services.db);
      const bad = findings.filter((f) => f.violations > 0);
      const lines = findings.map((f) => `${f.violations === 0 ? 'ok  ' : 'FAIL'} ${f.check.padEnd(28)} ${f.description}${f.violations ? ` — ${f.violations} violation(s)` : ''}`);
      for (const f of bad) lines.push(...f.samples.map((s) => `       ${f.check}: ${s}`));
      lines.push(
        '',
        `${totals.transactions} transactions, ${totals.entries} entries, members hold ${totals.member_total} minor units in all.`,
        bad.length === 0 ? 'Ledger verified: no violations.' : `LEDGER INVARIANTS VIOLATED: ${bad.length} check(s) failed.`,
      );
      if (bad.length > 0) throw new OpsFailure(lines.join('\n'));
      return lines.join('\n');
    },
  },
];
