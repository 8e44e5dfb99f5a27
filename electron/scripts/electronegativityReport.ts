/**
 * Reading Electronegativity's CSV report and deciding what fails the build. Electronegativity
 * always exits 0, so this is the gate: any HIGH or MEDIUM finding fails unless it was reviewed,
 * either by an `eng-disable <CHECK_ID>` comment on the source line (the tool's own mechanism,
 * mapped onto the bundle in out/ where comments are stripped) or by a rule below with its reason.
 */

export type Finding = {
  issue: string;
  severity: string;
  confidence: string;
  filename: string;
  location: string;
  sample: string;
  description: string;
};

/** A reviewed class of findings, with the reason it is not a vulnerability. */
export type ReviewedRule = { issue: string; file: RegExp; reason: string };

export const REVIEWED_RULES: readonly ReviewedRule[] = [
  {
    issue: 'OPEN_EXTERNAL_JS_CHECK',
    file: /^(out\/)?renderer\//,
    reason:
      'In the renderer bundle `openExternal` is the platform seam (platform.openExternal / ' +
      'bridge.shell.openExternal): ' +
      'the sandboxed, context-isolated page cannot reach Electron shell; the call crosses IPC to the safe shell, ' +
      'which applies the allow list.',
  },
];

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') [field, i] = [field + '"', i + 1];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') [row, field] = [[...row, field], ''];
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, field]);
      [row, field] = [[], ''];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** The findings of one report (the header row names the columns). */
export function parseReport(csv: string): Finding[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return [];
  const names = header.map((name) => name.trim().toLowerCase());
  const column = (row: string[], name: string): string => row[names.indexOf(name)]?.trim() ?? '';
  return rows.map((row) => ({
    issue: column(row, 'issue'),
    severity: column(row, 'severity').toUpperCase(),
    confidence: column(row, 'confidence'),
    filename: column(row, 'filename'),
    location: column(row, 'location'),
    sample: column(row, 'sample'),
    description: column(row, 'description'),
  }));
}

const ANNOTATION = /(?:\/\*|\/\/)[ \t]*eng-disable[ \t]+([\w \t,]+)/;

/** Normalises a line of code for comparing source with bundle (quotes, spacing, comments). */
export function normaliseCode(line: string): string {
  return line
    .replace(ANNOTATION, '')
    .replace(/\/\*.*?\*\//g, '')
    .replace(/'/g, '"')
    .replace(/\s+/g, '')
    .replace(/;$/, '');
}

/** Collects `eng-disable` annotated source lines: normalised code -> check ids. */
export function collectAnnotations(sources: readonly string[]): Map<string, Set<string>> {
  const annotated = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const line of source.split(/\r?\n/)) {
      const match = ANNOTATION.exec(line);
      if (!match?.[1]) continue;
      const ids = match[1]
        .trim()
        .split(/[\s,]+/)
        .map((id) => id.toUpperCase());
      const key = normaliseCode(line);
      annotated.set(key, new Set([...(annotated.get(key) ?? []), ...ids]));
    }
  }
  return annotated;
}

export type Verdict = { finding: Finding; status: 'failing' | 'reviewed' | 'informational'; reason?: string };

/** Classifies each finding: HIGH/MEDIUM fail unless reviewed; LOW/INFORMATIONAL are listed only. */
export function classify(
  findings: readonly Finding[],
  annotations: Map<string, Set<string>>,
  rules: readonly ReviewedRule[] = REVIEWED_RULES,
): Verdict[] {
  return findings.map((finding) => {
    if (finding.severity !== 'HIGH' && finding.severity !== 'MEDIUM') return { finding, status: 'informational' };
    const rule = rules.find((r) => r.issue === finding.issue && r.file.test(finding.filename));
    if (rule) return { finding, status: 'reviewed', reason: rule.reason };
    if (annotations.get(normaliseCode(finding.sample))?.has(finding.issue)) {
      return { finding, status: 'reviewed', reason: 'eng-disable annotation on the source line' };
    }
    return { finding, status: 'failing' };
  });
}
