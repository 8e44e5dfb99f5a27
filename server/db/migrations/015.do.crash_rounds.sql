-- Crash (server/domains/play/crash/): ONE round at a time for every player, on a hash chain.
-- games.engine gains 'crash' so a catalogue game can open the crash page.
ALTER TABLE games DROP CONSTRAINT games_engine_check;
ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'hilo', 'crash'));

-- A hash chain: seed(length) = secret, seed(i) = sha256(seed(i + 1)); round i of the chain plays
-- seed(i). terminal_hash = sha256(seed(1)) is published when the chain starts.
CREATE TABLE crash_chains (
  id            bigserial PRIMARY KEY,
  secret        text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  terminal_hash text NOT NULL,
  length        integer NOT NULL CHECK (length >= 1),
  created_at    timestamptz NOT NULL
);

-- A round: its hash (sha256 of its seed) is public from opens_at; seed and crash_point only once
-- crash_at has passed. The times are fixed when the round is created, so the multiplier at any
-- moment is a function of takeoff_at alone (crash/timeline.ts).
CREATE TABLE crash_rounds (
  id          bigserial PRIMARY KEY,
  chain_id    bigint NOT NULL REFERENCES crash_chains(id),
  round_no    integer NOT NULL CHECK (round_no >= 1),
  hash        text NOT NULL,
  seed        text NOT NULL,
  crash_point integer NOT NULL CHECK (crash_point >= 100),
  opens_at    timestamptz NOT NULL,
  takeoff_at  timestamptz NOT NULL,
  crash_at    timestamptz NOT NULL,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  settled_at  timestamptz,
  UNIQUE (chain_id, round_no)
);
CREATE INDEX crash_rounds_open ON crash_rounds (crash_at) WHERE status = 'open';

-- One bet per member and round. The money moves through betting/rounds.ts (real money, bets row
-- 'crash-<round id>') or members.demo_balance (play money, account_type 0).
CREATE TABLE crash_bets (
  id            bigserial PRIMARY KEY,
  round_id      bigint NOT NULL REFERENCES crash_rounds(id),
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members(id),
  node_id       bigint NOT NULL REFERENCES games(node_id),
  vendor        text NOT NULL,
  account_type  smallint NOT NULL CHECK (account_type IN (0, 1)),
  stake         bigint NOT NULL CHECK (stake > 0),
  auto_cash_out integer,
  cashed_out_at integer,
  payout        bigint NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  placed_at     timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (round_id, member_id)
);
CREATE INDEX crash_bets_member ON crash_bets (member_id, id);
