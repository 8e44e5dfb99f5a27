import { describe, expect, it } from 'vitest';
import {
  classify,
  collectAnnotations,
  normaliseCode,
  parseCsv,
  parseReport,
} from '../../../electron/scripts/electronegativityReport';

const header = 'issue, severity, confidence, filename, location, sample, description, url';
const row = (issue: string, severity: string, file: string, sample: string): string =>
  `${issue},"${severity}","FIRM","${file}","1:1","${sample.replace(/"/g, '""')}","desc, ` +
  `with comma",https://example.com`;

describe('electronegativity report', () => {
  it('parses quoted CSV with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads findings by column name', () => {
    const [finding] = parseReport(
      `${header}\n${row('SANDBOX_JS_CHECK', 'MEDIUM', 'main/index.js', 'new BrowserWindow(x)')}\n`,
    );
    expect(finding).toMatchObject({
      issue: 'SANDBOX_JS_CHECK',
      severity: 'MEDIUM',
      filename: 'main/index.js',
      sample: 'new BrowserWindow(x)',
      description: 'desc, with comma',
    });
  });

  it('fails HIGH and MEDIUM findings, lists LOW ones', () => {
    const rows = [
      row('A', 'HIGH', 'f.js', 'x'),
      row('B', 'MEDIUM', 'f.js', 'y'),
      row('C', 'LOW', 'f.js', 'z'),
      row('D', 'INFORMATIONAL', 'f.js', 'w'),
    ];
    const findings = parseReport([header, ...rows].join('\n'));
    expect(classify(findings, new Map()).map((v) => v.status)).toEqual([
      'failing',
      'failing',
      'informational',
      'informational',
    ]);
  });

  it('accepts a bundle finding whose source line carries an eng-disable annotation for that check', () => {
    const annotations = collectAnnotations([
      '        await shell.openExternal(href); // eng-disable OPEN_EXTERNAL_JS_CHECK',
    ]);
    const bundled = parseReport(
      `${header}\n${row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', '\t\tawait shell.openExternal(href);')}`,
    );
    expect(classify(bundled, annotations)[0]?.status).toBe('reviewed');
    const otherCheck = parseReport(
      `${header}\n${row('SANDBOX_JS_CHECK', 'MEDIUM', 'main/index.js', 'await shell.openExternal(href);')}`,
    );
    expect(classify(otherCheck, annotations)[0]?.status).toBe('failing');
    const otherLine = parseReport(
      `${header}\n${row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', 'await shell.openExternal(url);')}`,
    );
    expect(classify(otherLine, annotations)[0]?.status).toBe('failing');
  });

  it('accepts openExternal in the renderer bundle only (the platform seam), nowhere else', () => {
    const rows = [
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'renderer/assets/index.js', 'platform.openExternal(url)'),
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', 'shell.openExternal(url)'),
    ];
    const findings = parseReport([header, ...rows].join('\n'));
    expect(classify(findings, new Map()).map((v) => v.status)).toEqual(['reviewed', 'failing']);
  });

  it('normalises quotes, spacing and comments', () => {
    expect(normaliseCode("  handle('x', y); // eng-disable FOO")).toBe(normaliseCode('handle("x", y)'));
  });
});
