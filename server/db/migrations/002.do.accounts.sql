-- Accounts (issue 3): member details and security settings, sessions, login throttling,
-- captchas, one-time codes, unregistered-IP challenges and the SMS / e-mail outboxes.
-- Every time column is written from the application's clock, so tests can move time.

ALTER TABLE members
  ADD COLUMN mobile                    text CHECK (mobile ~ '^[0-9]{4,20}$'),
  ADD COLUMN country_dialing_code      text CHECK (country_dialing_code ~ '^[0-9]{1,4}$'),
  ADD COLUMN email                     text,
  ADD COLUMN payee_name                text,
  ADD COLUMN parent_id                 bigint REFERENCES members(id),
  ADD COLUMN affiliate_code            text,
  -- How a login from an unregistered IP is confirmed.
  ADD COLUMN ip_check                  text NOT NULL DEFAULT 'none'
                                       CHECK (ip_check IN ('none', 'sms', 'email', 'bank', 'totp')),
  ADD COLUMN totp_secret               text,
  ADD COLUMN totp_last_step            bigint,
  -- Set by the operator when the account gets the site's default password.
  ADD COLUMN password_is_default       boolean NOT NULL DEFAULT false,
  ADD COLUMN password_changed_at       timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN password_expires_at       timestamptz,
  -- Forgot-password-by-e-mail: a second, short-lived password; the real one keeps working.
  ADD COLUMN temp_password_hash        text,
  ADD COLUMN temp_password_expires_at  timestamptz,
  ADD COLUMN last_login_at             timestamptz,
  ADD COLUMN language                  text,
  -- Trial accounts' play money, minor units; the ledger (next issue) holds real balances.
  ADD COLUMN demo_balance              bigint NOT NULL DEFAULT 0,
  ADD COLUMN register_ip               text,
  ADD COLUMN register_source           text NOT NULL DEFAULT '',
  -- Enabled optional registration fields (qqNum, line, whatsapp…), as sent.
  ADD COLUMN profile                   jsonb NOT NULL DEFAULT '{}';

ALTER TABLE members ADD CONSTRAINT members_type_ck CHECK (type IN (0, 1, 2, 4, 9, 41, 42));
CREATE UNIQUE INDEX members_mobile_uq ON members (merchant_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_uq ON members (merchant_code, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_email_idx ON members (merchant_code, lower(email)) WHERE email IS NOT NULL;

-- Existing installations: the demo agent's invitation code.
UPDATE members SET affiliate_code = 'DEMO2026' WHERE merchant_code = 'demo' AND username = 'demo_agent';

-- IPs a member has logged in or registered from (the unregistered-IP check).
CREATE TABLE member_ips (
  member_id      bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip             text NOT NULL,
  first_seen_at  timestamptz NOT NULL,
  last_seen_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Sessions: only the SHA-256 of the token is stored.
CREATE TABLE sessions (
  token_hash       text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id        bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  origin           text NOT NULL,
  ip               text NOT NULL,
  created_at       timestamptz NOT NULL,
  last_seen_at     timestamptz NOT NULL,
  idle_expires_at  timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE revoked_at IS NULL;

-- Counters in a fixed window (failed logins per account+IP, per account, per IP; other limits).
CREATE TABLE rate_counters (
  key                text PRIMARY KEY,
  hits               int NOT NULL,
  window_started_at  timestamptz NOT NULL,
  locked_until       timestamptz
);

-- Captchas: the browser holds the id in an HttpOnly cookie; we keep hashes only.
CREATE TABLE captchas (
  id_hash      text PRIMARY KEY,
  answer_hash  text NOT NULL,
  ip           text NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX captchas_expiry_idx ON captchas (expires_at);

-- One-time codes and the log of every send request (code_hash is null when nothing was sent,
-- e.g. for a number with no account: the throttles count it all the same).
CREATE TABLE verification_codes (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  channel        text NOT NULL CHECK (channel IN ('sms', 'email')),
  target         text NOT NULL,
  purpose        text NOT NULL,
  ip             text NOT NULL,
  code_hash      text,
  attempts       int NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  consumed_at    timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (merchant_code, channel, target, created_at DESC);
CREATE INDEX verification_codes_ip_idx ON verification_codes (ip, created_at DESC);

-- Logins held back until the unregistered IP is confirmed.
CREATE TABLE login_challenges (
  id_hash        text PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  method         text NOT NULL CHECK (method IN ('sms', 'email', 'bank', 'totp')),
  target         text NOT NULL,
  ip             text NOT NULL,
  origin         text NOT NULL,
  agent_login    boolean NOT NULL DEFAULT false,
  attempts       int NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  consumed_at    timestamptz
);

-- What the built-in gateways "sent" (npm run ops -- sms outbox / mail outbox).
CREATE TABLE sms_outbox (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL,
  to_number      text NOT NULL,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL
);

CREATE TABLE mail_outbox (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL,
  to_address     text NOT NULL,
  subject        text NOT NULL,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL
);
