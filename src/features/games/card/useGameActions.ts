/**
 * What a list hands its cards: whether each game is a favourite, and the three actions (tile,
 * start button, favourite toggle). One subscription to the favourite ids per list, and stable
 * callbacks, so memoised cards re-render only when their own favourite state changes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLoggedIn } from '../../../app/sessionSlice';
import type { Game } from '../../../shared/wire';
import { openLogin } from '../../auth/authSlice';
import { useAddFavouriteMutation, useFavouriteIdsQuery, useRemoveFavouriteMutation } from '../gamesApi';
import { useLaunchGame, type LaunchTarget } from '../launch/useLaunchGame';
import { createKeyedThrottle } from './favouriteThrottle';

export type GameActions = {
  isFavourite: (nodeId: number) => boolean;
  onLaunch: (game: Game) => void;
  onStart: (game: Game) => void;
  onFavourite: (game: Game) => void;
};

const EMPTY: readonly number[] = [];

/** The launch of one game (the start button, and an RNG tile). */
export function gameTarget(game: Game): LaunchTarget {
  return {
    vassalage: game.vassalage,
    gameType: game.gameType,
    nodeId: game.nodeId,
    gameCode: game.gameCode || game.gameId,
    displayName: game.displayName || game.gameName,
  };
}

/**
 * The tile's launch: the vendor (its lobby of this game type, this game listed first), except for
 * RNG where the tile opens the game.
 */
export function tileTarget(game: Game): LaunchTarget {
  if (game.gameType === 'RNG') return gameTarget(game);
  return {
    vassalage: game.vassalage,
    gameType: game.gameType,
    displayName: game.displayName || game.gameName,
    focusNodeId: game.nodeId,
  };
}

export function useGameActions(): GameActions {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const launch = useLaunchGame();
  const { data: ids = EMPTY } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const [throttle] = useState(() => createKeyedThrottle());

  const favourites = useMemo(() => new Set(loggedIn ? ids : EMPTY), [ids, loggedIn]);
  const isFavourite = useCallback((nodeId: number) => favourites.has(nodeId), [favourites]);
  // The toggle reads the ids through a ref, so it keeps its identity when they change and
  // only the card whose state changed re-renders.
  const favouritesRef = useRef(favourites);
  useEffect(() => {
    favouritesRef.current = favourites;
  }, [favourites]);

  const onFavourite = useCallback(
    (game: Game) => {
      if (!loggedIn) {
        dispatch(openLogin());
        return;
      }
      if (!throttle.tryAcquire(game.nodeId)) return;
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      // Errors reach the person through the API layer's alert; the ids cache stays as it was.
      void (favouritesRef.current.has(game.nodeId) ? remove(body) : add(body));
    },
    [loggedIn, dispatch, throttle, add, remove],
  );
  const onLaunch = useCallback((game: Game) => launch(tileTarget(game)), [launch]);
  const onStart = useCallback((game: Game) => launch(gameTarget(game)), [launch]);

  return useMemo(
    () => ({ isFavourite, onLaunch, onStart, onFavourite }),
    [isFavourite, onLaunch, onStart, onFavourite],
  );
}
