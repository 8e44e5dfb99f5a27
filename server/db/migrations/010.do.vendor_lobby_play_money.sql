-- Vendor lobby launches (server/domains/play/lobby.ts): a vendor launch without a game opens
-- the vendor's lobby of one game type; node_id is then the game listed first (the tile's).
ALTER TABLE game_launches ADD COLUMN lobby_game_type text;

-- Free play (the launch's accountType, src/shared/wire/games.ts: 1 real money, 0 free play). A
-- launch and its rounds say which money they play with: play-money rounds move only the trial
-- account's own members.demo_balance (server/domains/play/playMoney.ts), never the ledger or the
-- bets.
ALTER TABLE game_launches ADD COLUMN account_type smallint NOT NULL DEFAULT 1 CHECK (account_type IN (0, 1));
ALTER TABLE game_rounds ADD COLUMN account_type smallint NOT NULL DEFAULT 1 CHECK (account_type IN (0, 1));
