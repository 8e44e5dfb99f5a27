-- Foundation: merchants and their site configuration, the operator gates, the server's keys
-- and the member table the later domains build on.

CREATE TABLE merchants (
  code          text PRIMARY KEY CHECK (code ~ '^[a-z0-9]{2,20}$'),
  name          text NOT NULL,
  site_config   jsonb NOT NULL,
  main_domain   text NOT NULL DEFAULT '',
  gtag_id       text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Which merchant a browser gets, by the host name it used.
CREATE TABLE merchant_domains (
  host           text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code)
);

-- The origins the platform publishes through domainRoute, the preferred one first.
CREATE TABLE domain_routes (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  origin         text NOT NULL,
  sort           int  NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, origin)
);

CREATE TABLE whitelabel_modules (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  mod_id         text NOT NULL CHECK (mod_id ~ '^[A-Z0-9_]{2,40}$'),
  parent_mod_id  text,
  enabled        boolean NOT NULL,
  sort           int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, mod_id)
);

CREATE TABLE register_rules (
  merchant_code     text NOT NULL REFERENCES merchants(code),
  field             text NOT NULL,
  accepted_pattern  text NOT NULL,
  min_length        int  NOT NULL CHECK (min_length >= 0),
  max_length        int  NOT NULL CHECK (max_length >= min_length),
  pattern_id        int  NOT NULL CHECK (pattern_id BETWEEN 0 AND 20),
  enabled           boolean NOT NULL,
  required          boolean NOT NULL,
  sort              int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field)
);

-- Customer-service entries; `path` is stored DES-encrypted, as the platform serves it.
CREATE TABLE customer_service (
  id             serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  cs_type        text NOT NULL,
  path           text NOT NULL,
  sort           int  NOT NULL DEFAULT 0
);

CREATE TABLE site_resources (
  id             serial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  resource_type  text NOT NULL,
  url            text NOT NULL,
  label_name_en  text NOT NULL,
  sort           int  NOT NULL DEFAULT 0
);

-- Maintenance, per merchant or for all ('*'). Lifted automatically once `until` has passed.
CREATE TABLE maintenance_gates (
  scope       text PRIMARY KEY,
  info        text NOT NULL DEFAULT '',
  starts_at   timestamptz NOT NULL DEFAULT now(),
  until       timestamptz,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Blocked visitor addresses: a single IP or a CIDR block, IPv4 or IPv6.
CREATE TABLE region_blocks (
  cidr        text PRIMARY KEY,
  info        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Long-lived server secrets shared by every instance (the wire RSA key pair).
CREATE TABLE server_keys (
  name        text PRIMARY KEY,
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- What operators changed, from the CLI or another channel.
CREATE TABLE ops_audit (
  id          bigserial PRIMARY KEY,
  command     text NOT NULL,
  args        jsonb NOT NULL,
  via         text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);

-- Members of every type (src/shared/wire/auth.ts): agents 1, 2, 41, 42; trial 4; plain members 0.
CREATE TABLE members (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  username       text NOT NULL,
  password_hash  text NOT NULL,
  type           int  NOT NULL DEFAULT 0,
  nickname       text NOT NULL DEFAULT '',
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username_uq ON members (merchant_code, lower(username));
