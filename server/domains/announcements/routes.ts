/**
 * GET /wps/relay/MCSFE_getListAnnouncements (shapes in src/shared/wire/announcements.ts), and
 * the art of announcements without an uploaded image at /TCG_PROD_IMAGES/BANNER/<id>.svg.
 *
 * `types` (a comma list of B, PL, PU, PR, H) selects the groups; groups not asked for come back
 * empty, and so does everything when no known type is asked. Without `types` every group is
 * answered. The token is optional: it only decides which popups the caller sees (audience.ts).
 * Content is operator HTML and is passed as stored: the client sanitises it. Each announcement
 * comes in the request's language (the Language header), else the merchant's default language
 * (localise.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseLanguageCode, ok } from '../../../src/shared/wire';
import {
  ANNOUNCEMENT_TYPES,
  announcementEndpoints,
  type AnnouncementType,
} from '../../../src/shared/wire/announcements';
import type { DB } from '../../db/schema';
import { wireRoute } from '../../http/wireRoute';
import { imageNotFound, sendSvg } from '../games/icons/routes';
import { PROD_IMAGE_ROOT } from '../games/iconUrls';
import { popupAudience } from './audience';
import { bannerSvg } from './bannerArt';
import type { AnnouncementRepository } from './repository';

/** Banners change more often than game icons: a day. */
const BANNER_CACHE_CONTROL = 'public, max-age=86400';

const isType = (value: string): value is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);

function typesOf(text: string | undefined): Set<AnnouncementType> {
  if (text === undefined) return new Set(ANNOUNCEMENT_TYPES);
  return new Set(
    text
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(isType),
  );
}

export type AnnouncementRouteOptions = {
  announcements: AnnouncementRepository;
  /** Who a popup is for is read from the sessions (audience.ts). */
  db: Kysely<DB>;
  clock: () => Date;
};

export async function announcementRoutes(
  app: FastifyInstance,
  { announcements: repo, db, clock }: AnnouncementRouteOptions,
) {
  wireRoute(app, announcementEndpoints.list, {}, async (request) => {
    const types = typesOf(request.query.types);
    const executions = types.has('PU') ? await popupAudience(db, request.session, request.query.execution) : [];
    return ok(
      await repo.list({
        merchantCode: request.merchant.code,
        types,
        executions,
        now: clock(),
        language: request.language,
        defaultLang: request.merchant.site.defaultLang,
      }),
    );
  });

  // A wildcard, parsed here (see the icon routes): no router reply of its own for long paths.
  app.get<{ Params: { '*': string }; Querystring: { lang?: string } }>(
    `${PROD_IMAGE_ROOT}/BANNER/*`,
    async (request, reply) => {
      const id = /^(\d{1,15})\.(?:svg|png)$/.exec(request.params['*'])?.[1];
      const lang = normaliseLanguageCode(typeof request.query.lang === 'string' ? request.query.lang : undefined);
      const title = id === undefined ? undefined : await repo.title(BigInt(id), clock(), lang);
      if (title === undefined) return imageNotFound(reply, 'banner');
      return sendSvg(reply, bannerSvg(Number(id), title), BANNER_CACHE_CONTROL);
    },
  );
}
