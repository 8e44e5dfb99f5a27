-- External game providers (server/domains/providers/): who may call the provider wallet API
-- (docs/protocol.md, "The provider wallet API"), with which secrets and from which addresses,
-- which catalogue vendors they serve, and what each of their transactions did.

CREATE TABLE providers (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Z0-9_]{2,32}$'),
  name          text NOT NULL,
  -- Where launches are asked for (server to server, signed); docs/protocol.md.
  launch_url    text NOT NULL,
  -- Source addresses allowed to call; empty allows none.
  allowed_ips   text[] NOT NULL DEFAULT '{}',
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A provider's shared secrets, sealed with the server's key (server/domains/providers/secrets.ts).
-- The current one has no valid_until; a rotation gives the previous one its grace's end.
CREATE TABLE provider_secrets (
  id            bigserial PRIMARY KEY,
  provider_id   text NOT NULL REFERENCES providers(id),
  sealed        text NOT NULL,
  created_at    timestamptz NOT NULL,
  valid_until   timestamptz
);
CREATE INDEX provider_secrets_provider_idx ON provider_secrets (provider_id, id DESC);

-- A vendor with a row here is external: its games launch at the provider. Without one it is
-- built in (server/domains/play/launch.ts).
CREATE TABLE provider_vendors (
  vendor        text PRIMARY KEY,
  provider_id   text NOT NULL REFERENCES providers(id)
);

-- Signatures already accepted, kept past the timestamp window: a replay is refused
-- (server/domains/providers/replay.ts). In the database so every instance sees them.
CREATE TABLE provider_signatures (
  provider_id   text NOT NULL,
  signature     text NOT NULL,
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (provider_id, signature)
);
CREATE INDEX provider_signatures_expiry_idx ON provider_signatures (expires_at);

-- Each transaction id of a provider, once: its call, what it asked (fingerprint), and the answer
-- it got, written in the same database transaction as its ledger effect
-- (server/domains/providers/transactions.ts). call 'rolled_back' is the mark a rollback leaves
-- for a bet that has not arrived: that bet, when it comes, is refused.
CREATE TABLE provider_transactions (
  id            bigserial PRIMARY KEY,
  provider_id   text NOT NULL,
  txn_id        text NOT NULL,
  call          text NOT NULL CHECK (call IN ('bet', 'win', 'bet_and_win', 'rollback', 'end_round', 'rolled_back')),
  fingerprint   text NOT NULL,
  round_id      text NOT NULL,
  member_id     bigint,
  vendor        text,
  bet_id        bigint REFERENCES bets(id),
  success       boolean NOT NULL,
  answer        jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  UNIQUE (provider_id, txn_id)
);
CREATE INDEX provider_transactions_round_idx ON provider_transactions (provider_id, round_id);

-- A launch of an external provider's game: its token is for that provider only, and its session
-- is never a built-in game's (server/domains/play/gameSessions.ts).
ALTER TABLE game_launches ADD COLUMN provider_id text REFERENCES providers(id);
