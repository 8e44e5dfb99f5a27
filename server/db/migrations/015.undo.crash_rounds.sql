DROP TABLE crash_bets;
DROP TABLE crash_rounds;
DROP TABLE crash_chains;
DELETE FROM games WHERE engine = 'crash';
ALTER TABLE games DROP CONSTRAINT games_engine_check;
ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'hilo'));
