/** `npm run ops -- providers reconcile --provider <id> --date <day> --file <csv>` (reconcile.ts). */
import { readFile } from 'node:fs/promises';
import { textOption } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { parseReport, platformRounds, reconcile, type ReportRound, type Reconciliation } from './reconcile';

const line = (round: ReportRound) =>
  `  round ${round.roundId} player ${round.playerId}: ${round.currency} bet ${round.bet} win ` +
  `${round.win} ${round.status}`;

function section<T>(title: string, rows: readonly T[], describe: (row: T) => string): string[] {
  return rows.length ? [`${title}: ${rows.length}`, ...rows.map(describe)] : [];
}

export function reconciliationText(providerId: string, day: string, result: Reconciliation): string {
  return [
    `Reconciliation of ${providerId} for ${day} (UTC, rounds by the time of their bet; amounts in minor units)`,
    `Report: ${result.reported} rounds; platform: ${result.held} rounds; matching: ${result.matching}.`,
    ...section('Missing on the platform (in the report only)', result.missing, line),
    ...section('Extra on the platform (not in the report)', result.extra, line),
    ...section(
      'Different',
      result.different,
      (d) =>
        `  round ${d.round.roundId} player ${d.round.playerId}: ` +
        d.fields.map((f) => `${f.field} report ${f.report}, platform ${f.platform}`).join('; '),
    ),
    ...section(
      "Refunded by the platform's sweep (the provider never closed them)",
      result.swept,
      (round) => `${line(round)}`,
    ),
  ].join('\n');
}

export const providerReconcileCommand: OpsCommand = {
  path: ['providers', 'reconcile'],
  options: {
    provider: { type: 'string', description: 'the provider id' },
    date: { type: 'string', description: 'the UTC day of the report, YYYY-MM-DD' },
    file: { type: 'string', description: "the provider's report (CSV, docs/protocol.md)" },
  },
  summary: "compare a provider's daily report with the ledger, round by round",
  async run({ options }, services) {
    const providerId = textOption(options.provider);
    const day = textOption(options.date);
    const file = textOption(options.file);
    if (!providerId || !day || !file)
      throw new OpsUsageError('Give --provider <id>, --date <YYYY-MM-DD> and --file <report.csv>.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
      throw new OpsUsageError('--date is a day as YYYY-MM-DD.');
    if (!(await services.providers.admin.list()).some((p) => p.id === providerId))
      throw new OpsUsageError(`There is no provider "${providerId}".`);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new OpsUsageError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    let report: ReportRound[];
    try {
      report = parseReport(text);
    } catch (error) {
      throw new OpsUsageError((error as Error).message);
    }
    const result = reconcile(report, await platformRounds(services.db, providerId, day));
    const output = reconciliationText(providerId, day, result);
    if (result.missing.length || result.extra.length || result.different.length) throw new OpsFailure(output);
    return output;
  },
};
