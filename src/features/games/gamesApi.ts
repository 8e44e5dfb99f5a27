/**
 * The games calls (src/shared/wire/games.ts): catalogue lists, hot games, vendor lanes and types,
 * favourites, recent games and the launch. Every catalogue query takes the platform language
 * code, so a language change is a new cache entry (lists refresh on language change).
 *
 * Favourite add/remove answer the member's new id list; it is written straight into the
 * favouriteIds cache, so every card's toggle updates without a refetch.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import {
  CLIENT_TYPE,
  gameEndpoints,
  gameListArgs,
  VENDOR_TYPES_ARGS,
  hotGamesArgs,
  vendorLanesArgs,
  type FavouriteBody,
  type FavouriteListArgs,
  type FavouriteListValue,
  type GameListArgs,
  type GameListValue,
  type HotGamesValue,
  type LaunchArgs,
  type LaunchValue,
  type RecentGamesArgs,
  type RecentGamesValue,
  type VendorLanesValue,
  type VendorTypesValue,
} from '../../shared/wire';
import {
  HOT_GAMES_KEY,
  hotGamesKey,
  isHotGamesValue,
  isVendorLanesValue,
  readSessionCache,
  VENDOR_LANES_KEY,
  writeSessionCache,
} from './sessionCache';

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    gameList: build.query<GameListValue, GameListArgs>({
      query: (args) => wire(gameEndpoints.gameList, gameListArgs(args)),
      providesTags: ['Catalogue'],
    }),
    // Hot games and vendor lanes come from sessionStorage when it holds them for this
    // language (sessionCache.ts); an answer that is not the expected shape reads as empty.
    hotGames: build.query<HotGamesValue, { language: string; vassalage?: string }>({
      async queryFn({ language, vassalage = '' }, _api, _extra, baseQuery) {
        const key = hotGamesKey(language, vassalage);
        const cached = readSessionCache(HOT_GAMES_KEY, key, isHotGamesValue);
        if (cached) return { data: cached };
        const result = await baseQuery(wire(gameEndpoints.hotGames, hotGamesArgs(language, vassalage)));
        if (result.error) return { error: result.error };
        if (!isHotGamesValue(result.data)) return { data: { list: [] } };
        writeSessionCache(HOT_GAMES_KEY, key, result.data);
        return { data: result.data };
      },
      providesTags: ['Catalogue'],
    }),
    vendorLanes: build.query<VendorLanesValue, { language: string }>({
      async queryFn({ language }, _api, _extra, baseQuery) {
        const cached = readSessionCache(VENDOR_LANES_KEY, language, isVendorLanesValue);
        if (cached) return { data: cached };
        const result = await baseQuery(wire(gameEndpoints.vendorLanes, vendorLanesArgs(language)));
        if (result.error) return { error: result.error };
        if (!isVendorLanesValue(result.data)) return { data: { data: { lanes: [] } } };
        writeSessionCache(VENDOR_LANES_KEY, language, result.data);
        return { data: result.data };
      },
      providesTags: ['Catalogue'],
    }),
    vendorTypes: build.query<VendorTypesValue, void>({
      query: () => wire(gameEndpoints.vendorTypes, VENDOR_TYPES_ARGS),
      providesTags: ['Catalogue'],
    }),
    favouriteIds: build.query<number[], void>({
      query: () => wire(gameEndpoints.favouriteIds),
      providesTags: [{ type: 'Favourites', id: 'IDS' }],
    }),
    favouriteList: build.query<FavouriteListValue, FavouriteListArgs>({
      query: (args) => wire(gameEndpoints.favouriteList, { clientType: CLIENT_TYPE, platform: 'flash', ...args }),
      providesTags: [{ type: 'Favourites', id: 'LIST' }],
    }),
    addFavourite: build.mutation<number[], FavouriteBody>({
      query: (body) => wire(gameEndpoints.addFavourite, body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(gamesApi.util.upsertQueryData('favouriteIds', undefined, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Favourites' as const, id: 'LIST' }] : []),
    }),
    removeFavourite: build.mutation<number[], FavouriteBody>({
      query: (body) => wire(gameEndpoints.removeFavourite, body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(gamesApi.util.upsertQueryData('favouriteIds', undefined, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Favourites' as const, id: 'LIST' }] : []),
    }),
    recentGames: build.query<RecentGamesValue, RecentGamesArgs>({
      query: (args) => wire(gameEndpoints.recentGames, { clientType: CLIENT_TYPE, ...args }),
      providesTags: ['RecentGames'],
    }),
    launchGame: build.mutation<LaunchValue, LaunchArgs>({
      query: (args) =>
        wire(gameEndpoints.launch, { platform: 'html5', clientType: CLIENT_TYPE, accountType: 1, ...args }),
      // A launch records a recent game.
      invalidatesTags: (result) => (result ? ['RecentGames'] : []),
    }),
  }),
});

export const {
  useGameListQuery,
  useHotGamesQuery,
  useVendorLanesQuery,
  useVendorTypesQuery,
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useRecentGamesQuery,
  useLaunchGameMutation,
} = gamesApi;
