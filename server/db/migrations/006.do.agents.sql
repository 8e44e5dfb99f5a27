-- Agents (issue 6): the agent tree, contracts between an agent and a direct downline, their
-- settlements, invitation links and the per-merchant agent settings.
--
-- The tree is a closure table: one row per (ancestor, descendant) pair, the member itself
-- included at depth 0, kept by a trigger when a member is inserted. A subtree is one indexed
-- range read (ancestor_id = $1), whatever its depth; a member's uplines are one read the other way.
-- parent_id never changes once set (a trigger refuses it), so the closure never needs rewriting.

CREATE TABLE member_tree (
  ancestor_id    bigint NOT NULL REFERENCES members(id),
  descendant_id  bigint NOT NULL REFERENCES members(id),
  depth          int    NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX member_tree_descendant_idx ON member_tree (descendant_id, depth);
CREATE INDEX member_tree_ancestor_depth_idx ON member_tree (ancestor_id, depth);

INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.parent_id, up.descendant_id, up.depth + 1
  FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.parent_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM up;

CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.parent_id;
  RETURN NULL;
END $$;
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

CREATE FUNCTION members_parent_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    RAISE EXCEPTION 'a member''s upline cannot change (member %)', OLD.id USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_parent_fixed BEFORE UPDATE OF parent_id ON members
  FOR EACH ROW EXECUTE FUNCTION members_parent_fixed();

-- Reports by team: bets by member and settlement time.
CREATE INDEX bets_member_settled_idx ON bets (member_id, settled_at) WHERE status = 'settled';
CREATE INDEX bets_settled_idx ON bets (merchant_code, settled_at) WHERE status = 'settled';

CREATE TABLE agent_settings (
  merchant_code      text PRIMARY KEY REFERENCES merchants(code),
  dividend_enabled   boolean NOT NULL DEFAULT true,
  -- Highest rate (basis points) an agent without a contract of that kind may offer.
  max_dividend_bp    int NOT NULL DEFAULT 5000 CHECK (max_dividend_bp BETWEEN 0 AND 10000),
  max_daily_bp       int NOT NULL DEFAULT 300 CHECK (max_daily_bp BETWEEN 0 AND 10000),
  max_hourly_bp      int NOT NULL DEFAULT 200 CHECK (max_hourly_bp BETWEEN 0 AND 10000),
  max_realtime_bp    int NOT NULL DEFAULT 150 CHECK (max_realtime_bp BETWEEN 0 AND 10000),
  max_tiers          int NOT NULL DEFAULT 10 CHECK (max_tiers BETWEEN 1 AND 50)
);
INSERT INTO agent_settings (merchant_code) SELECT code FROM merchants;

CREATE TABLE contracts (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  kind            text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  -- The offering agent and the holder, its direct downline.
  agent_id        bigint NOT NULL REFERENCES members(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  status          text NOT NULL DEFAULT 'request' CHECK (status IN ('request', 'accepted', 'rejected', 'terminated')),
  -- The wire's ContractTerms, as offered; rate_bp is its highest rate (the lower-rate rule).
  terms           jsonb NOT NULL,
  rate_bp         int NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  created_at      timestamptz NOT NULL,
  decided_at      timestamptz,
  terminated_at   timestamptz,
  terminated_by   text CHECK (terminated_by IN ('agent', 'member', 'lower_rate')),
  CONSTRAINT contracts_not_self_ck CHECK (agent_id <> member_id)
);
-- One live contract (offered or accepted) per holder and kind.
CREATE UNIQUE INDEX contracts_live_uq ON contracts (member_id, kind) WHERE status IN ('request', 'accepted');
CREATE INDEX contracts_agent_idx ON contracts (agent_id, kind, status);
CREATE INDEX contracts_accepted_idx ON contracts (merchant_code, kind) WHERE status = 'accepted';

-- One row per contract and period, written in the same database transaction as the ledger
-- transaction that pays it (idempotency key 'settlement:<contract>:<period>'): a period is
-- settled once, across restarts and concurrent runners.
CREATE TABLE settlements (
  id              bigserial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  contract_id     bigint NOT NULL REFERENCES contracts(id),
  kind            text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  member_id       bigint NOT NULL REFERENCES members(id),
  agent_id        bigint NOT NULL REFERENCES members(id),
  period_key      text NOT NULL,
  period_start    timestamptz NOT NULL,
  period_end      timestamptz NOT NULL CHECK (period_end > period_start),
  metrics         jsonb NOT NULL,
  rate_bp         int NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  amount          bigint NOT NULL CHECK (amount >= 0),
  ledger_tx_id    bigint REFERENCES ledger_transactions(id),
  settled_at      timestamptz NOT NULL,
  CONSTRAINT settlements_once_uq UNIQUE (contract_id, period_key),
  CONSTRAINT settlements_paid_ck CHECK ((amount = 0) = (ledger_tx_id IS NULL))
);
CREATE INDEX settlements_member_idx ON settlements (member_id, kind, period_start);
CREATE INDEX settlements_agent_idx ON settlements (agent_id, kind, period_start);
CREATE INDEX settlements_period_idx ON settlements (merchant_code, kind, period_start);

-- Invitation links: registering with ?affiliateCode=<code> puts the new member under the agent,
-- as an agent or a member. members.affiliate_code stays the agent's default (member) code.
CREATE TABLE agent_invitations (
  code           text NOT NULL,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  agent_id       bigint NOT NULL REFERENCES members(id),
  is_agent       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, code)
);
CREATE INDEX agent_invitations_agent_idx ON agent_invitations (agent_id);

-- Agent notices (agentAnnouncement) are announcements of type AG.
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check CHECK (type IN ('B', 'PL', 'PU', 'PR', 'AG'));
