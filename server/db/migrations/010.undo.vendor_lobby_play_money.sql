ALTER TABLE game_rounds DROP COLUMN account_type;
ALTER TABLE game_launches DROP COLUMN account_type;
ALTER TABLE game_launches DROP COLUMN lobby_game_type;
