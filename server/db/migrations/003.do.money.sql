-- Money (issue 4): a double-entry ledger in integer minor units, and everything that moves money
-- through it: deposits, withdrawals with their holds and confirmations, bets, rewards, rebates,
-- plus bank accounts, the payment password and the member's platform messages.
--
-- Rules the database enforces, not only the code:
--   * every ledger transaction sums to zero (a deferred constraint trigger, checked at commit);
--   * a member account's stored balance never goes below zero (CHECK);
--   * ledger entries and transactions are never updated or deleted (triggers);
--   * one ledger transaction per idempotency key and merchant (UNIQUE).
-- House accounts (the operator's side) keep no stored balance, so they are never a hot row that
-- every deposit must lock; their balance is the sum of their entries.

ALTER TABLE members ADD COLUMN payment_password_hash text;

CREATE TABLE ledger_accounts (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      bigint REFERENCES members(id),
  -- member: main | bonus | game (one per vendor); house: house | payments | payouts | withdrawals
  kind           text NOT NULL CHECK (kind IN ('main', 'bonus', 'game', 'house', 'payments', 'payouts', 'withdrawals')),
  vendor         text NOT NULL DEFAULT '',
  currency       text NOT NULL,
  balance        bigint,
  created_at     timestamptz NOT NULL,
  CONSTRAINT ledger_accounts_owner_ck CHECK (
    (member_id IS NOT NULL AND kind IN ('main', 'bonus', 'game') AND balance IS NOT NULL)
    OR (member_id IS NULL AND kind IN ('house', 'payments', 'payouts', 'withdrawals') AND balance IS NULL)),
  CONSTRAINT ledger_accounts_nonnegative_ck CHECK (balance IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_vendor_ck CHECK ((kind = 'game') = (vendor <> ''))
);
CREATE UNIQUE INDEX ledger_accounts_member_uq ON ledger_accounts (member_id, kind, vendor) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_uq ON ledger_accounts (merchant_code, kind) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id               bigserial PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  kind             text NOT NULL,
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- What it belongs to: 'deposit:12', 'withdrawal:7', 'round:AG:991'…
  reference        text NOT NULL DEFAULT '',
  member_id        bigint REFERENCES members(id),
  created_at       timestamptz NOT NULL,
  CONSTRAINT ledger_transactions_key_uq UNIQUE (merchant_code, idempotency_key)
);
CREATE INDEX ledger_transactions_reference_idx ON ledger_transactions (merchant_code, reference);

CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id      bigint NOT NULL REFERENCES ledger_accounts(id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance after this entry (member accounts; NULL for house accounts).
  balance_after   bigint CHECK (balance_after IS NULL OR balance_after >= 0),
  created_at      timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Client-supplied idempotency keys of money-moving requests, with the reply to repeat.
CREATE TABLE idempotency_keys (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  -- Whose key: 'member:<id>', 'provider:<vendor>', 'ops'.
  scope          text NOT NULL,
  key            text NOT NULL CHECK (length(key) BETWEEN 8 AND 100),
  request_hash   text NOT NULL,
  reply          jsonb NOT NULL,
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, scope, key)
);

-- Per-merchant money settings.
CREATE TABLE money_settings (
  merchant_code         text PRIMARY KEY REFERENCES merchants(code),
  withdraw_min          bigint NOT NULL CHECK (withdraw_min > 0),
  withdraw_max          bigint NOT NULL CHECK (withdraw_max >= withdraw_min),
  confirm_minutes       int NOT NULL CHECK (confirm_minutes > 0),
  -- Single wallet: games play from the main wallet. Otherwise each vendor here has its own.
  wallet_single         boolean NOT NULL DEFAULT true,
  game_wallets          jsonb NOT NULL DEFAULT '[]',
  -- Rebate per mille of valid bets, by game type: {"RNG": 8, "LIVE": 5}.
  rebate_rates          jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE deposit_methods (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  id             text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('bank', 'card', 'ewallet', 'crypto')),
  name           text NOT NULL,
  min_amount     bigint NOT NULL CHECK (min_amount > 0),
  max_amount     bigint NOT NULL CHECK (max_amount >= min_amount),
  sort           int NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, id)
);

CREATE TABLE deposits (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  member_id       bigint NOT NULL REFERENCES members(id),
  method_id       text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'failed')),
  -- SHA-256 of the secret in the demo payment page's URL.
  pay_token_hash  text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  transaction_id  bigint REFERENCES ledger_transactions(id),
  CONSTRAINT deposits_credit_ck CHECK ((status = 'credited') = (transaction_id IS NOT NULL))
);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);

CREATE TABLE bank_accounts (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  bank_name       text NOT NULL,
  account_number  text NOT NULL CHECK (account_number ~ '^[0-9]{6,30}$'),
  payee_name      text NOT NULL,
  is_default      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  CONSTRAINT bank_accounts_number_uq UNIQUE (member_id, account_number)
);

CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  member_id        bigint NOT NULL REFERENCES members(id),
  bank_account_id  bigint NOT NULL REFERENCES bank_accounts(id),
  amount           bigint NOT NULL CHECK (amount > 0),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'rejected', 'approved', 'received', 'not_received', 'partial', 'refunded')),
  forced           boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL,
  decided_at       timestamptz,
  confirm_by       timestamptz,
  confirmed_at     timestamptz,
  received_amount  bigint CHECK (received_amount IS NULL OR received_amount >= 0),
  -- The hold (main → withdrawals) and what closed it (payout or return).
  hold_tx_id       bigint NOT NULL REFERENCES ledger_transactions(id),
  close_tx_id      bigint REFERENCES ledger_transactions(id),
  refund_tx_id     bigint REFERENCES ledger_transactions(id),
  CONSTRAINT withdrawals_partial_ck CHECK (received_amount IS NULL OR received_amount <= amount)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_open_idx ON withdrawals (status, confirm_by) WHERE status IN ('pending', 'approved');

CREATE TABLE withdrawal_proofs (
  withdrawal_id  bigint PRIMARY KEY REFERENCES withdrawals(id),
  mime           text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes          bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  created_at     timestamptz NOT NULL
);

-- Game rounds as the provider reports them; the games issue launches the games that make them.
CREATE TABLE bets (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  member_id       bigint NOT NULL REFERENCES members(id),
  vendor          text NOT NULL,
  game_type       text NOT NULL,
  game_name       text NOT NULL,
  round_id        text NOT NULL,
  stake           bigint NOT NULL CHECK (stake > 0),
  valid_bet       bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  payout          bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'refunded')),
  placed_at       timestamptz NOT NULL,
  settled_at      timestamptz,
  bet_tx_id       bigint NOT NULL REFERENCES ledger_transactions(id),
  settle_tx_id    bigint REFERENCES ledger_transactions(id),
  CONSTRAINT bets_round_uq UNIQUE (merchant_code, vendor, round_id, member_id)
);
CREATE INDEX bets_member_idx ON bets (member_id, placed_at DESC);
CREATE INDEX bets_open_idx ON bets (placed_at) WHERE status = 'open';

CREATE TABLE messages (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      bigint NOT NULL REFERENCES members(id),
  kind           text NOT NULL,
  params         jsonb NOT NULL DEFAULT '{}',
  title          text NOT NULL,
  content        text NOT NULL,
  -- What created it ('deposit:12:credited'): a message is posted once per event.
  event_key      text NOT NULL,
  created_at     timestamptz NOT NULL,
  read_at        timestamptz,
  CONSTRAINT messages_event_uq UNIQUE (member_id, event_key)
);
CREATE INDEX messages_member_idx ON messages (member_id, id DESC);
CREATE INDEX messages_unread_idx ON messages (member_id) WHERE read_at IS NULL;

CREATE TABLE rewards (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  member_id       bigint NOT NULL REFERENCES members(id),
  kind            text NOT NULL CHECK (kind IN ('signup', 'deposit', 'referral', 'mission', 'promotion')),
  title           text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  to_bonus        boolean NOT NULL DEFAULT true,
  status          text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'claimed', 'expired')),
  event_key       text NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz,
  claimed_at      timestamptz,
  transaction_id  bigint REFERENCES ledger_transactions(id),
  CONSTRAINT rewards_event_uq UNIQUE (member_id, event_key)
);

CREATE TABLE rebate_claims (
  member_id       bigint NOT NULL REFERENCES members(id),
  period          text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions(id),
  claimed_at      timestamptz NOT NULL,
  PRIMARY KEY (member_id, period)
);

CREATE TABLE missions (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  title          text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('valid_bet', 'deposit')),
  target         bigint NOT NULL CHECK (target > 0),
  reward         bigint NOT NULL CHECK (reward > 0),
  sort           int NOT NULL DEFAULT 0
);

-- Existing installations: the demo merchants' money settings (new ones get them from the seed).
INSERT INTO money_settings (merchant_code, withdraw_min, withdraw_max, confirm_minutes, wallet_single, game_wallets, rebate_rates)
SELECT code,
       CASE WHEN code = 'demokr' THEN 10000 ELSE 1000 END,
       CASE WHEN code = 'demokr' THEN 50000000 ELSE 5000000 END,
       30, code <> 'demo',
       CASE WHEN code = 'demo' THEN '[{"code":"AG","name":"AG"},{"code":"PT","name":"PT"}]'::jsonb ELSE '[]'::jsonb END,
       '{"RNG": 8, "LIVE": 5, "SPORTS": 6, "FISH": 8, "PVP": 5, "LOTT": 3}'::jsonb
FROM merchants;
