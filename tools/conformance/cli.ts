/**
 * The conformance kit: runs the wire contract against any WPS backend (the reference server or
 * an operator's own) and reports, endpoint by endpoint, pass, fail (with the schema path that
 * failed) or skipped (and why), then a table per group; exits 1 on any failure. Read-only unless
 * --allow-writes.
 *
 *   npm run conformance -- --base https://api.example.com --merchant demo \
 *     [--user u --password p] [--allow-writes] [--language EN]
 */
import { parseArgs } from 'node:util';
import { createClient } from './client';
import { report, runConformance } from './run';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    merchant: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    language: { type: 'string', default: 'EN' },
    'allow-writes': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.base || !values.merchant) {
  console.log(
    'Usage: npm run conformance -- --base <url> --merchant <code> [--user <name> --password <password>] ' +
      '[--allow-writes] [--language EN]',
  );
  process.exit(values.help ? 0 : 2);
}

const client = createClient({ base: values.base, merchant: values.merchant, language: values.language });
const results = await runConformance({
  client,
  user: values.user,
  password: values.password,
  allowWrites: values['allow-writes'],
});
console.log(report(results));
process.exit(results.some((result) => result.outcome === 'fail') ? 1 : 0);
