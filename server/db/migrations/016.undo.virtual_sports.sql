DROP TABLE virtual_slips;
DROP TABLE virtual_rounds;
UPDATE games g SET engine = 'hilo'
  FROM game_vendors v
 WHERE v.lobby_game_code = g.game_code AND v.game_type IN ('SPORTS', 'ESPORTS');
DELETE FROM games WHERE engine = 'virtual';
ALTER TABLE games DROP CONSTRAINT games_engine_check;
ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'hilo', 'crash'));
