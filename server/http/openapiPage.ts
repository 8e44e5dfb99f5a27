/**
 * The contract as a page for people (`GET /api`): every endpoint of the OpenAPI document
 * (./openapi.ts), grouped, with its flags, arguments and answer. Rendered here as plain HTML,
 * so it needs no script and holds under the site's CSP; its few styles are /api/reference.css.
 */
import { escapeHtml } from '../../src/shared/html';

type JsonObject = Record<string, unknown>;

const escapeText = (value: unknown) => escapeHtml(String(value));

/** A short type for a schema: string, integer, "dark" | "light", array of …, object. */
function typeOf(schema: JsonObject | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonObject[]).map(typeOf).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `array of ${typeOf(schema.items as JsonObject)}`;
  if (typeof schema.$ref === 'string') return schema.$ref;
  return String(schema.type ?? 'any');
}

function parametersTable(parameters: JsonObject[]): string {
  const rows = parameters.filter((parameter) => parameter.in !== 'header');
  if (!rows.length) return '';
  return (
    '<table><thead><tr><th scope="col">Argument</th><th scope="col">In</th><th scope="col">Type</th>' +
    '<th scope="col">Required</th></tr></thead><tbody>' +
    rows
      .map(
        (row) =>
          `<tr><td><code>${escapeText(row.name)}</code></td><td>${escapeText(row.in)}</td>` +
          `<td>${escapeText(typeOf(row.schema as JsonObject))}</td><td>${row.required ? 'yes' : 'no'}</td></tr>`,
      )
      .join('') +
    '</tbody></table>'
  );
}

function operationHtml(path: string, method: string, operation: JsonObject): string {
  const id = String(operation.operationId);
  const flags = [
    operation.security
      ? (operation.security as unknown[]).length > 1
        ? 'session optional'
        : 'needs a session'
      : 'no session',
    operation['x-encrypted']
      ? `encrypted (${operation['x-encrypted'] === true ? 'DES + RSA' : String(operation['x-encrypted'])})`
      : '',
    operation['x-module-id'] ? `module ${String(operation['x-module-id'])}` : '',
  ].filter(Boolean);
  const body = (operation.requestBody as { content: Record<string, { schema: JsonObject }> } | undefined)?.content;
  const bodySchema = body ? Object.values(body)[0]?.schema : undefined;
  const answer = (operation.responses as Record<string, { content?: Record<string, { schema: JsonObject }> }>)['200']
    ?.content;
  const answerSchema = answer ? Object.values(answer)[0]?.schema : undefined;
  return (
    `<section class="operation" id="${escapeText(id)}" aria-labelledby="${escapeText(id)}-title">` +
    `<h3 id="${escapeText(id)}-title"><span class="method">${escapeText(method.toUpperCase())}</span> ` +
    `<code>${escapeText(path)}</code></h3>` +
    `<p class="flags">${escapeText(id)} · ${flags.map(escapeText).join(' · ')}</p>` +
    parametersTable((operation.parameters as JsonObject[]) ?? []) +
    (bodySchema
      ? '<details><summary>Body</summary><pre>' +
        `${escapeText(JSON.stringify(bodySchema['x-plain-schema'] ?? bodySchema, null, 2))}</pre></details>`
      : '') +
    (answerSchema
      ? `<details><summary>Answer</summary><pre>${escapeText(JSON.stringify(answerSchema, null, 2))}</pre></details>`
      : '') +
    '</section>'
  );
}

export function openApiPage(document: JsonObject): string {
  const info = document.info as { title: string; version: string; description: string };
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, JsonObject>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const group = String((operation.tags as string[])[0]);
      groups.set(group, [...(groups.get(group) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const contents = [...groups.keys()]
    .map((group) => `<li><a href="#group-${escapeText(group)}">${escapeText(group)}</a></li>`)
    .join('');
  const sections = [...groups.entries()]
    .map(
      ([group, operations]) =>
        `<section aria-labelledby="group-${escapeText(group)}"><h2 ` +
        `id="group-${escapeText(group)}">${escapeText(group)}</h2>${operations.join('')}</section>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, ' +
    'initial-scale=1" />' +
    `<title>${escapeText(info.title)} ${escapeText(info.version)}</title><link rel="stylesheet" ` +
    `href="/api/reference.css" /></head>` +
    `<body><header><h1>${escapeText(info.title)} ` +
    `<small>${escapeText(info.version)}</small></h1><p>${escapeText(info.description)} The machine-readable ` +
    `document: <a href="/openapi.json">/openapi.json</a>.</p>` +
    `<nav aria-label="Groups"><ul>${contents}</ul></nav></header><main>${sections}</main></body></html>`
  );
}

/** The page's styles (a file of its own: the CSP allows no inline style). */
export const OPENAPI_PAGE_CSS = `
body {
  font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem;
  color: #1d2330; background: #fff;
}
@media (prefers-color-scheme: dark) { body { color: #e6e9ef; background: #11151c; } a { color: #8ab4ff; } }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
.operation { border-top: 1px solid #8884; padding: 0.5rem 0; }
.method { display: inline-block; min-width: 4rem; font-weight: 700; }
.flags { margin: 0; opacity: 0.8; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { text-align: start; padding: 0.2rem 0.75rem 0.2rem 0; }
pre { overflow-x: auto; font-size: 13px; }
`;
