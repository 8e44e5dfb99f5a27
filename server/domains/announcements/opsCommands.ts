/**
 * `npm run ops -- announcements …`: post, list and switch off announcements (src/shared/wire/announcements.ts), so
 * operators (and end-to-end specs, e.g. the XSS corpus of tests/e2e/xss.spec.ts) can put banners,
 * notices and popups in front of players. Content is stored as given: it is operator HTML, and
 * the client sanitises it before it reaches the DOM.
 *
 * Languages (issue 14 item 14, migration 011): an announcement is written in one language
 * (`--lang`, default the merchant's default language) and `add --of <id> --lang <code>` adds or
 * replaces its text in another; players read their language, else the default one (localise.ts).
 */
import { normaliseLanguageCode } from '../../../src/shared/wire/languages';
import {
  BANNER_GROUPS,
  type BannerGroup,
  type LinkageType,
  type PopupExecution,
} from '../../../src/shared/wire/announcements';
import { sql } from 'kysely';
import type { Services } from '../../services';
import { unchanged } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';

/** AG: agent notices, shown in the agent centre only (agents/announcements.ts). */
type StoredType = 'B' | 'PL' | 'PU' | 'PR' | 'AG';

const TYPES: readonly StoredType[] = ['B', 'PL', 'PU', 'PR', 'AG'];
const EXECUTIONS: readonly PopupExecution[] = ['A', 'B', 'F'];
const LINK_TYPES: readonly Exclude<LinkageType, ''>[] = ['ROUTE', 'GAME', 'URL'];
const MAX_TITLE = 200;
const MAX_CONTENT = 100_000;
const LIST_LIMIT = 200;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
const merchantOption = { type: 'string', description: 'merchant code (default: demo)' } as const;

async function merchantOf(options: Record<string, string | boolean | undefined>, services: Services): Promise<string> {
  const code = text(options.merchant) ?? 'demo';
  const known = await services.systemRepo.merchantCodes();
  if (!known.includes(code)) throw new OpsUsageError(`Unknown merchant "${code}". Known: ${known.join(', ')}`);
  return code;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T | undefined {
  if (value === undefined) return undefined;
  const upper = value.trim();
  if (!(allowed as readonly string[]).includes(upper))
    throw new OpsUsageError(`${what} "${value}" is not one of ${allowed.join(', ')}.`);
  return upper as T;
}

type Site = { defaultLang: string; supportLanguages: string[] };

async function siteOf(services: Services, merchant: string): Promise<Site> {
  const row = await services.db
    .selectFrom('merchants')
    .select('site_config')
    .where('code', '=', merchant)
    .executeTakeFirstOrThrow();
  return row.site_config as unknown as Site;
}

/** `--lang` as the platform code ('' = the merchant's default), refused unless the merchant offers it. */
async function languageOf(
  options: Record<string, string | boolean | undefined>,
  services: Services,
  merchant: string,
): Promise<{ code: string; site: Site }> {
  const site = await siteOf(services, merchant);
  const asked = text(options.lang);
  if (asked === undefined) return { code: '', site };
  const code = normaliseLanguageCode(asked);
  if (!code || !site.supportLanguages.includes(code)) {
    throw new OpsUsageError(
      `--lang "${asked}" is not a language of ${merchant}. Its languages: ${site.supportLanguages.join(', ')}.`,
    );
  }
  return { code: code === site.defaultLang ? '' : code, site };
}

async function addTranslation(
  services: Services,
  options: Record<string, string | boolean | undefined>,
): Promise<string> {
  for (const only of ['type', 'execution', 'group', 'link-type', 'link-target', 'sequence', 'merchant'] as const) {
    if (options[only] !== undefined)
      throw new OpsUsageError(
        `--${only} belongs to the announcement itself; a translation (--of) takes --lang, --title, ` +
          `--content and --image only.`,
      );
  }
  const id = idOf(text(options.of) ?? '');
  const row = await services.db
    .selectFrom('announcements')
    .select(['merchant_code', 'language', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new OpsUsageError(`There is no announcement ${id}. See: npm run ops -- announcements list`);
  if (options.lang === undefined)
    throw new OpsUsageError('Say which language the translation is in with --lang (e.g. --lang vi).');
  const { code, site } = await languageOf(options, services, row.merchant_code);
  const language = code || site.defaultLang;
  if (language === (row.language || site.defaultLang))
    throw new OpsUsageError(`Announcement ${id} is itself in ${language}; a translation is for another language.`);
  const title = titleOf(options);
  const content = contentOf(options);
  const image_url = text(options.image)?.trim() ?? '';
  await services.db
    .insertInto('announcement_translations')
    .values({ announcement_id: id, language, title, content, image_url })
    .onConflict((oc) => oc.columns(['announcement_id', 'language']).doUpdateSet({ title, content, image_url }))
    .execute();
  return `Announcement ${id} now reads "${title}" in ${language}.`;
}

function titleOf(options: Record<string, string | boolean | undefined>): string {
  const title = text(options.title)?.trim() ?? '';
  if (title.length === 0 || title.length > MAX_TITLE)
    throw new OpsUsageError(`--title must be 1 to ${MAX_TITLE} characters.`);
  return title;
}

function contentOf(options: Record<string, string | boolean | undefined>): string {
  const content = text(options.content) ?? '';
  if (content.length > MAX_CONTENT) throw new OpsUsageError(`--content is longer than ${MAX_CONTENT} characters.`);
  return content;
}

function idOf(value: string): bigint {
  if (!/^\d{1,15}$/.test(value))
    throw new OpsUsageError(
      `"${value}" is not an announcement id (a whole number; see: npm run ops -- announcements list).`,
    );
  return BigInt(value);
}

async function setEnabled(services: Services, id: string, enabled: boolean): Promise<string> {
  const row = await services.db
    .selectFrom('announcements')
    .select(['id', 'type', 'title', 'merchant_code', 'enabled'])
    .where('id', '=', idOf(id))
    .executeTakeFirst();
  if (!row) throw new OpsUsageError(`There is no announcement ${id}. See: npm run ops -- announcements list`);
  const what = `announcement ${row.id} (${row.type} "${row.title}" on ${row.merchant_code})`;
  if (row.enabled === enabled) return unchanged(`${what} is already ${enabled ? 'enabled' : 'disabled'}.`);
  await services.db.updateTable('announcements').set({ enabled }).where('id', '=', row.id).execute();
  return `A${what.slice(1)} ${enabled ? 'enabled' : 'disabled'}.`;
}

export const announcementOpsCommands: OpsCommand[] = [
  {
    path: ['announcements', 'add'],
    options: {
      type: {
        type: 'string',
        description: 'B banner, PL notice (marquee), PU popup, PR promotion, AG agent notice (agent centre)',
      },
      title: { type: 'string', description: `title (1 to ${MAX_TITLE} characters)` },
      content: { type: 'string', description: 'HTML content (notices, popups, promotions)' },
      execution: { type: 'string', description: 'popups: A after login, B guests, F first login' },
      group: { type: 'string', description: `banners: ${BANNER_GROUPS.join(', ')}` },
      'link-type': { type: 'string', description: 'banners: ROUTE, GAME or URL' },
      'link-target': { type: 'string', description: "banners: '/path', '<vendor>:<nodeId>' or an https URL" },
      sequence: { type: 'string', description: 'order within its group (default 0)' },
      lang: { type: 'string', description: "the text's language, e.g. vi (default: the merchant's default language)" },
      of: { type: 'string', description: 'add (or replace) the --lang translation of this announcement id' },
      image: { type: 'string', description: 'with --of: an uploaded picture for that language (default: drawn)' },
      merchant: merchantOption,
    },
    summary: 'post an announcement (shown at once, open-ended), or with --of its text in another --lang',
    async run({ options }, services) {
      if (options.of !== undefined) return addTranslation(services, options);
      if (options.image !== undefined) throw new OpsUsageError('--image is for translations (--of) only.');
      const merchant = await merchantOf(options, services);
      const { code: language } = await languageOf(options, services, merchant);
      const type = oneOf(text(options.type)?.toUpperCase(), TYPES, '--type');
      if (!type) throw new OpsUsageError(`Say which kind with --type (${TYPES.join(', ')}).`);
      const title = titleOf(options);
      const content = contentOf(options);
      const execution = oneOf(text(options.execution)?.toUpperCase(), EXECUTIONS, '--execution');
      if (type === 'PU' && !execution)
        throw new OpsUsageError('A popup needs --execution: A (after login), B (guests) or F (first login).');
      if (type !== 'PU' && execution) throw new OpsUsageError('--execution is for popups (--type PU) only.');
      const group = oneOf<BannerGroup>(text(options.group), BANNER_GROUPS, '--group');
      if (type === 'B' && !group) throw new OpsUsageError(`A banner needs --group (${BANNER_GROUPS.join(', ')}).`);
      if (type !== 'B' && group) throw new OpsUsageError('--group is for banners (--type B) only.');
      const linkType = oneOf(text(options['link-type'])?.toUpperCase(), LINK_TYPES, '--link-type');
      const linkTarget = text(options['link-target'])?.trim() ?? '';
      if ((linkType || linkTarget) && type !== 'B')
        throw new OpsUsageError('--link-type and --link-target are for banners (--type B) only.');
      if (linkType && !linkTarget) throw new OpsUsageError('--link-type needs --link-target.');
      if (linkTarget && !linkType) throw new OpsUsageError('--link-target needs --link-type.');
      const sequenceText = text(options.sequence) ?? '0';
      const sequence = Number(sequenceText);
      if (!/^-?\d{1,9}$/.test(sequenceText))
        throw new OpsUsageError(`--sequence "${sequenceText}" is not a whole number.`);

      const row = await services.db
        .insertInto('announcements')
        .values({
          merchant_code: merchant,
          type,
          title,
          content,
          group_name: group ?? '',
          linkage_type: linkType ?? '',
          linkage_target: linkTarget,
          execution: execution ?? '',
          sequence,
          language,
          created_at: services.clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `Announcement ${row.id} added (${type} "${title}" on ${merchant}${language ? ` in ${language}` : ''}).`;
    },
  },
  {
    path: ['announcements', 'list'],
    options: { type: { type: 'string', description: 'only this kind: B, PL, PU, PR, AG' }, merchant: merchantOption },
    summary: "list a merchant's announcements (disabled ones too) with their ids",
    async run({ options }, services) {
      const merchant = await merchantOf(options, services);
      const type = oneOf(text(options.type)?.toUpperCase(), TYPES, '--type');
      const site = await siteOf(services, merchant);
      let query = services.db
        .selectFrom('announcements')
        .select(['id', 'type', 'group_name', 'execution', 'sequence', 'enabled', 'title', 'language'])
        .select((eb) =>
          eb
            .selectFrom('announcement_translations')
            .select(sql<string>`string_agg(language, ',' ORDER BY language)`.as('langs'))
            .whereRef('announcement_translations.announcement_id', '=', 'announcements.id')
            .as('translations'),
        )
        .where('merchant_code', '=', merchant);
      if (type) query = query.where('type', '=', type);
      const rows = await query.orderBy('type').orderBy('sequence').orderBy('id').limit(LIST_LIMIT).execute();
      if (rows.length === 0) return `No announcements on ${merchant}${type ? ` of type ${type}` : ''}.`;
      // Languages only where there is more than the default one: its own first, then its
      // translations (e.g. [EN+VI,CN]), before the title.
      const languages = (r: (typeof rows)[number]) =>
        r.language || r.translations
          ? `[${[r.language || site.defaultLang, r.translations].filter(Boolean).join('+')}] `
          : '';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(6),
            r.type.padEnd(3),
            (r.group_name || r.execution).padEnd(11),
            String(r.sequence).padStart(4),
            r.enabled ? 'on ' : 'OFF',
            `${languages(r)}${r.title}`,
          ].join(' '),
        )
        .join('\n');
    },
  },
  {
    path: ['announcements', 'disable'],
    positionals: ['id'],
    summary: 'stop showing an announcement',
    run: ({ positionals }, services) => setEnabled(services, positionals[0]!, false),
  },
  {
    path: ['announcements', 'disable-all'],
    options: {
      type: { type: 'string', description: 'the kind to switch off: B, PL, PU, PR, AG' },
      merchant: merchantOption,
    },
    summary: 'stop showing every announcement of one kind on a merchant (e.g. all popups)',
    async run({ options }, services) {
      const merchant = await merchantOf(options, services);
      const type = oneOf(text(options.type)?.toUpperCase(), TYPES, '--type');
      if (!type) throw new OpsUsageError(`Say which kind with --type (${TYPES.join(', ')}).`);
      const rows = await services.db
        .updateTable('announcements')
        .set({ enabled: false })
        .where('merchant_code', '=', merchant)
        .where('type', '=', type)
        .where('enabled', '=', true)
        .returning('id')
        .execute();
      return `${rows.length} ${type} announcement(s) on ${merchant} disabled.`;
    },
  },
  {
    path: ['announcements', 'enable'],
    positionals: ['id'],
    summary: 'show a disabled announcement again',
    run: ({ positionals }, services) => setEnabled(services, positionals[0]!, true),
  },
];
