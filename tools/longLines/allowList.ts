/**
 * Where lines may pass 120 columns (checked by tools/longLines/cli.ts, `npm run lint:lines`).
 * `files` globs are relative to the repository root: `*` stays inside one folder, `**` crosses
 * folders. With `lines`, only the lines of those files that match it are allowed.
 */
import type { Allowance } from './check';

/** Data: a line is as long as what it holds, and breaking it would change that or cannot be done. */
export const DATA: readonly Allowance[] = [
  // Translation catalogs, one message a line; JSON strings have no line continuation.
  { files: 'src/i18n/locales/**' },
  // The desktop shell's translation tables, the same kind of messages in TypeScript.
  { files: 'electron/main/i18n/catalog.ts' },
  // Written by npm; the scripts of package.json are one JSON string each.
  { files: 'package-lock.json' },
  { files: 'package.json' },
  // Applied migrations are history: a database migrated before never sees an edit (the runner,
  // server/db/migrate.ts, applies each version once), and function bodies are stored as written.
  // .prettierignore leaves them alone for the same reason.
  { files: 'server/db/migrations/**' },
  // SVG path data.
  { files: 'resources/public/favicon.svg' },
  // Images inlined in a stylesheet as data URIs: a url() is one token.
  { files: '**/*.css', lines: /url\("data:/ },
  // The built-in games' HTML templates: a line break inside one changes the page sent (the pages
  // are kept byte for byte; tests/unit/server/play/pages.test.ts checks what they must hold). Only
  // the template's own lines (a tag or a placeholder, after `return` or a property name); the code around is checked.
  { files: 'server/domains/play/pages/**/*.ts', lines: /^\s*(return\s+|[a-z]+: )?(html`)?(<|\$\{)/ },
  // The provider simulator's game page (the vendor's own page) is a template of the same kind.
  { files: 'tools/provider-sim/gamePage.ts', lines: /^\s*</ },
  // Markdown table rows: a row is one line, however wide its cells.
  { files: '**/*.md', lines: /^\s*\|/ },
  // The worked example of the encryption: the key and the ciphertexts are single hex or base64
  // values in a JSON block that tests/unit/docs/protocolExample.test.ts reads.
  { files: 'docs/protocol.md', lines: /^ {2}"\w+": "[0-9A-Za-z+/=]+",?$/ },
];

/** Moving; remove when issue 16's client rooms land (their long lines are then fixed or listed above). */
export const MOVING: readonly Allowance[] = [
  { files: 'src/features/**' },
  { files: 'src/components/**' },
  { files: 'src/app/**' },
];
