/**
 * ODSFE2_getWinnerBoard (src/shared/wire/games.ts): the latest big wins across every category, in
 * the viewer's language. Sorted here, whatever order the server sent (winnerSort.ts).
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import { gameEndpoints, WINNER_BOARD_SIZE, type WinnerBoardValue } from '../../shared/wire';

export const winnerBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    winnerBoard: build.query<WinnerBoardValue, { language: string }>({
      query: ({ language }) =>
        wire(gameEndpoints.winnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE }),
      providesTags: ['WinnerBoard'],
    }),
  }),
});

export const { useWinnerBoardQuery } = winnerBoardApi;
