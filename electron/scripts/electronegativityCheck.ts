/**
 * Gate over Electronegativity's CSV reports (it always exits 0 itself).
 * Usage: tsx electron/scripts/electronegativityCheck.ts <report.csv>...
 * Exits 1 when any HIGH or MEDIUM finding was not reviewed (see electronegativityReport.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, collectAnnotations, parseReport } from './electronegativityReport';

const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: electronegativityCheck <report.csv>...');
  process.exit(2);
}

const sourceRoot = join(import.meta.dirname, '..');
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|js|cjs|mjs)$/.test(file))
  .map((file) => readFileSync(join(sourceRoot, file), 'utf8'));
const annotations = collectAnnotations(sources);

let failing = 0;
for (const report of reports) {
  const verdicts = classify(parseReport(readFileSync(report, 'utf8')), annotations);
  console.log(`${report}: ${verdicts.length} finding(s)`);
  for (const { finding, status, reason } of verdicts) {
    const where = `${finding.filename}:${finding.location}`;
    console.log(
      `  [${status}] ${finding.severity} ${finding.issue} ${where} ` +
        `${finding.description}${reason ? ` (${reason})` : ''}`,
    );
    if (status === 'failing') failing += 1;
  }
}
console.log(
  failing === 0
    ? 'Electronegativity: no unreviewed HIGH or MEDIUM findings.'
    : `Electronegativity: ${failing} HIGH/MEDIUM finding(s).`,
);
process.exit(failing === 0 ? 0 : 1);
