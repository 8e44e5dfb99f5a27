-- Virtual sports (server/domains/play/virtual/): rounds of simulated matches per league on the
-- fixed schedule of shared/games/virtual/schedule.ts, and the members' slips on them.
ALTER TABLE games DROP CONSTRAINT games_engine_check;
ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'hilo', 'crash', 'virtual'));

-- A league's round: its seed is committed (seed_hash) before kick-off and revealed with the results.
CREATE TABLE virtual_rounds (
  id          bigserial PRIMARY KEY,
  league      text NOT NULL CHECK (league IN ('football', 'esports')),
  round_no    integer NOT NULL CHECK (round_no >= 0),
  seed        text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash   text NOT NULL,
  kick_off_at timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  results     jsonb,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  settled_at  timestamptz,
  UNIQUE (league, round_no)
);

-- A slip: a single or an accumulator; legs [{league, round, fixtureId, market, pick, odds}].
CREATE TABLE virtual_slips (
  id            bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members(id),
  node_id       bigint NOT NULL REFERENCES games(node_id),
  vendor        text NOT NULL,
  account_type  smallint NOT NULL CHECK (account_type IN (0, 1)),
  request_id    text NOT NULL,
  stake         bigint NOT NULL CHECK (stake > 0),
  legs          jsonb NOT NULL,
  settle_after  timestamptz NOT NULL,
  payout        bigint NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  placed_at     timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX virtual_slips_open ON virtual_slips (settle_after) WHERE status = 'open';

-- The sports and e-sports vendors' lobby games (what the /sports and /esports centres launch) play
-- virtual sports; the demo catalogue (games/catalogueBuilder.ts) builds them so from now on.
UPDATE games g SET engine = 'virtual'
  FROM game_vendors v
 WHERE v.lobby_game_code = g.game_code AND v.game_type IN ('SPORTS', 'ESPORTS');
