ALTER TABLE games DROP COLUMN house_game;
