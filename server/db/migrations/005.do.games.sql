-- Games (issue 5): the catalogue, what each merchant offers, favourites, recent games,
-- announcements, and the built-in games' launches, fairness seeds and rounds.

-- Vendors of the catalogue, per game type. is_group: choosing the vendor opens a popup game
-- list (isGame = 'VASSALAGE' on the wire). account_type_name: TCG_LOTTO_VN etc.
CREATE TABLE game_vendors (
  code               text NOT NULL CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  game_type          text NOT NULL CHECK (game_type IN ('LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
  display_name       text NOT NULL,
  is_group           boolean NOT NULL DEFAULT false,
  account_type_name  text NOT NULL DEFAULT '',
  -- The vendor's own lobby game (game centres launch it); '' = none.
  lobby_game_code    text NOT NULL DEFAULT '',
  sort               integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code, game_type)
);

-- Which vendors a merchant offers; a category shows only when its merchant has vendors in it.
CREATE TABLE merchant_game_vendors (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  vendor         text NOT NULL,
  game_type      text NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, vendor, game_type),
  FOREIGN KEY (vendor, game_type) REFERENCES game_vendors(code, game_type)
);

-- The games. node_id is the wire's nodeId. engine: which built-in game plays it.
CREATE TABLE games (
  node_id       bigserial PRIMARY KEY,
  game_code     text NOT NULL UNIQUE CHECK (game_code ~ '^[A-Za-z0-9_-]{1,64}$'),
  vendor        text NOT NULL,
  game_type     text NOT NULL,
  game_name     text NOT NULL CHECK (length(game_name) BETWEEN 1 AND 100),
  -- Names by language code ({"ZH": "…"}); displayName falls back to game_name.
  display_names jsonb NOT NULL DEFAULT '{}',
  classify      text[] NOT NULL DEFAULT '{}',
  is_hot        boolean NOT NULL DEFAULT false,
  enabled       boolean NOT NULL DEFAULT true,
  engine        text NOT NULL CHECK (engine IN ('slot', 'hilo')),
  -- Icon palette seed: the server draws the icon from it.
  icon_seed     integer NOT NULL DEFAULT 0,
  sort          integer NOT NULL DEFAULT 0,
  FOREIGN KEY (vendor, game_type) REFERENCES game_vendors(code, game_type)
);
CREATE INDEX games_type_vendor_idx ON games (game_type, vendor, sort, node_id);
CREATE INDEX games_hot_idx ON games (game_type, sort) WHERE is_hot;

CREATE TABLE favourite_games (
  member_id   bigint NOT NULL REFERENCES members(id),
  node_id     bigint NOT NULL REFERENCES games(node_id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id       bigint NOT NULL REFERENCES members(id),
  node_id         bigint NOT NULL REFERENCES games(node_id),
  last_played_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, last_played_at DESC);

-- Announcements (src/shared/wire/announcements.ts), per merchant. type: B banner, PL notice, PU
-- popup, PR promotion.
CREATE TABLE announcements (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  type            text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR')),
  title           text NOT NULL,
  content         text NOT NULL DEFAULT '',
  -- Banners: group, image, where a click leads.
  group_name      text NOT NULL DEFAULT '',
  image_url       text NOT NULL DEFAULT '',
  linkage_type    text NOT NULL DEFAULT '' CHECK (linkage_type IN ('', 'ROUTE', 'GAME', 'URL')),
  linkage_target  text NOT NULL DEFAULT '',
  -- Popups: A after login, B guests, F first login.
  execution       text NOT NULL DEFAULT '' CHECK (execution IN ('', 'A', 'B', 'F')),
  category        text NOT NULL DEFAULT '',
  images          jsonb NOT NULL DEFAULT '[]',
  sequence        integer NOT NULL DEFAULT 0,
  starts_at       timestamptz,
  ends_at         timestamptz,
  enabled         boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_merchant_idx ON announcements (merchant_code, type, sequence);

-- Provably fair seeds: one active pair per member. The server seed is revealed (and a new pair
-- made) when the member rotates it; its SHA-256 is shown before any round uses it.
CREATE TABLE fair_seeds (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members(id),
  server_seed       text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash  text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed       text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz
);
CREATE UNIQUE INDEX fair_seeds_active_idx ON fair_seeds (member_id) WHERE revealed_at IS NULL;

-- One-time launch tokens (hashed), and the game session the page gets once a token is used.
CREATE TABLE game_launches (
  id                  bigserial PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants(code),
  member_id           bigint NOT NULL REFERENCES members(id),
  node_id             bigint NOT NULL REFERENCES games(node_id),
  token_hash          text NOT NULL UNIQUE,
  -- The launch's language: the game page titles the game with its name in it.
  language            text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  used_at             timestamptz,
  session_hash        text UNIQUE,
  session_expires_at  timestamptz
);
CREATE INDEX game_launches_member_idx ON game_launches (member_id, created_at DESC);

-- Rounds of the built-in games. round_key is the bets.round_id; state holds a multi-step
-- round's progress (hi-lo cards so far).
CREATE TABLE game_rounds (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members(id),
  node_id        bigint NOT NULL REFERENCES games(node_id),
  launch_id      bigint NOT NULL REFERENCES game_launches(id),
  engine         text NOT NULL,
  seed_id        bigint NOT NULL REFERENCES fair_seeds(id),
  nonce          integer NOT NULL,
  client_seed    text NOT NULL,
  round_key      text NOT NULL UNIQUE,
  stake          bigint NOT NULL CHECK (stake > 0),
  payout         bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  state          jsonb NOT NULL DEFAULT '{}',
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'refunded')),
  created_at     timestamptz NOT NULL,
  settled_at     timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX game_rounds_open_idx ON game_rounds (member_id) WHERE status = 'open';

-- Bets of the built-in games name their catalogue game (winner board icons, recent games).
ALTER TABLE bets ADD COLUMN node_id bigint REFERENCES games(node_id);
CREATE INDEX bets_winners_idx ON bets (merchant_code, settled_at DESC) WHERE status = 'settled' AND payout > stake;
