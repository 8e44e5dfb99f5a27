DROP INDEX bets_placed_idx;
