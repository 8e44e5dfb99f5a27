/**
 * Serves the server-drawn game and vendor icons at the paths of the contract's image
 * conventions (§1.1), under the image root the status call gives the client (same origin):
 *
 *   /TCG_GAME_ICONS/default.svg|png                          the default game icon
 *   /TCG_GAME_ICONS/<vendor>/<gameCode>.svg|png              a game's icon
 *   /TCG_PROD_IMAGES/VENDOR_ICON_SMALL/<vendor>-<VARIANT>.svg|png
 *   /TCG_PROD_IMAGES/<TYPE>_LIST_VENDOR/<vendor>-<VARIANT>.svg|png
 *   /TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/<TYPE>-<vendor>.svg|png
 *
 * The .png names the deployed client builds are answered with the same SVG (browsers go by the
 * Content-Type). Images are public (no Merchant header: an <img> sends none) and cached long:
 * a game's picture changes only with its name.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode, failure } from '../../../../src/shared/wire';
import { GAME_TYPES } from '../../../../src/shared/wire/games';
import type { DB } from '../../../db/schema';
import { catalogueBase, productKey } from '../catalogue';
import { GAME_ICON_ROOT, PROD_IMAGE_ROOT, VENDOR_VARIANTS, type VendorVariant } from '../iconUrls';
import { defaultIconSvg, gameIconSvg, vendorIconSvg } from './gameArt';

export const IMAGE_CACHE_CONTROL = 'public, max-age=604800';

/** Answers an SVG document: the right type, a long cache and a policy that lets nothing run. */
export function sendSvg(reply: FastifyReply, svg: string, cacheControl = IMAGE_CACHE_CONTROL) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export const imageNotFound = (reply: FastifyReply, what: string) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(failure(ErrorCode.notFound, `There is no ${what} here.`));

const FILE = /^([A-Za-z0-9_-]{1,64})\.(?:svg|png)$/;
const VENDOR_FILE = new RegExp(`^([A-Z0-9_]{1,32})-(${VENDOR_VARIANTS.join('|')})\\.(?:svg|png)$`);
const MENU_FILE = new RegExp(`^(${GAME_TYPES.join('|')})-([A-Z0-9_]{1,32})\\.(?:svg|png)$`);
const LIST_FOLDER = new RegExp(`^(${GAME_TYPES.join('|')})_LIST_VENDOR$`);

export async function gameIconRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const defaultIcon = defaultIconSvg();

  /** A vendor's logo; with a game type, the name of that product of the vendor. */
  const vendorIcon = async (reply: FastifyReply, code: string, variant: VendorVariant, gameType?: string) => {
    const base = await catalogueBase(db);
    const name =
      (gameType === undefined ? undefined : base.productNames.get(productKey(code, gameType))) ??
      base.vendorNames.get(code);
    if (name === undefined) return imageNotFound(reply, `vendor icon for "${code.slice(0, 32)}"`);
    return sendSvg(reply, vendorIconSvg(code, name, variant));
  };

  // Wildcards, parsed here: a parametric route would let the router answer an over-long path
  // segment with a reply of its own instead of our 404 envelope.
  app.get<{ Params: { '*': string } }>(`${GAME_ICON_ROOT}/*`, async (request, reply) => {
    const parts = request.params['*'].split('/');
    if (parts.length === 1 && /^default\.(?:svg|png)$/.test(parts[0]!)) return sendSvg(reply, defaultIcon);
    const code = parts.length === 2 ? FILE.exec(parts[1]!)?.[1] : undefined;
    const game = code === undefined ? undefined : (await catalogueBase(db)).byCode.get(code);
    if (!game || game.vendor !== parts[0]) return imageNotFound(reply, 'game icon');
    return sendSvg(reply, gameIconSvg(game));
  });

  app.get<{ Params: { '*': string } }>(`${PROD_IMAGE_ROOT}/*`, async (request, reply) => {
    const parts = request.params['*'].split('/');
    const [folder, file] = parts as [string, string | undefined];
    if (parts.length === 2 && (folder === 'VENDOR_ICON_SMALL' || LIST_FOLDER.test(folder))) {
      const match = VENDOR_FILE.exec(file!);
      if (match) return vendorIcon(reply, match[1]!, match[2] as VendorVariant, LIST_FOLDER.exec(folder)?.[1]);
    }
    if (parts.length === 3 && folder === 'SUBMENU_IMG' && file === 'STYLE4') {
      const match = MENU_FILE.exec(parts[2]!);
      if (match) return vendorIcon(reply, match[2]!, 'COLOR', match[1]);
    }
    return imageNotFound(reply, 'image');
  });
}
