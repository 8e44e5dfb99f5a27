DROP TABLE virtual_slips;
DROP TABLE virtual_rounds;
DELETE FROM games WHERE engine = 'virtual';
ALTER TABLE games DROP CONSTRAINT games_engine_check;
ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'hilo', 'crash'));
