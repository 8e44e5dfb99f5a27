-- The agent centre (issue 6).
--
-- 1. The invitation code a member registered with, upper case — the agent's
--    members.affiliate_code or one of its agent_invitations codes — so the agent centre can count
--    registrations per code. NULL for members created any other way.
ALTER TABLE members ADD COLUMN invitation_code text;

-- 2. Settled bets summed per member and UTC day of settlement. Team figures over whole days
--    (the team overview, profit and loss) read these sums instead of every bet: a team of 10,000
--    members with a million bets a month is a few hundred thousand member-days, and a quiet
--    team far fewer. Bets stay the truth: statement-level triggers keep the sums in the same
--    transaction as the bet rows (one upsert per statement, grouped, so a bulk insert is one
--    statement too), and `agents verify-bet-days` (ops) recomputes them from the bets.
--    A row is only ever touched by its own member's bets, so it never becomes a hot row.
CREATE TABLE member_bet_days (
  member_id  bigint NOT NULL REFERENCES members(id),
  day        date   NOT NULL,
  bet_count  bigint NOT NULL,
  valid_bet  bigint NOT NULL,
  stake      bigint NOT NULL,
  payout     bigint NOT NULL,
  PRIMARY KEY (member_id, day)
);
-- A whole merchant's team (the top agent) is cheaper read by day than member by member.
CREATE INDEX member_bet_days_day_idx ON member_bet_days (day);

INSERT INTO member_bet_days (member_id, day, bet_count, valid_bet, stake, payout)
SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(valid_bet), sum(stake), sum(payout)
FROM bets WHERE status = 'settled'
GROUP BY 1, 2;

-- Adds what the statement's rows bring (sign +1) and takes away what they had (sign -1).
CREATE FUNCTION member_bet_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_bet_days AS s (member_id, day, bet_count, valid_bet, stake, payout)
    SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(valid_bet), sum(stake), sum(payout)
    FROM new_rows WHERE status = 'settled' GROUP BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE SET
      bet_count = s.bet_count + EXCLUDED.bet_count, valid_bet = s.valid_bet + EXCLUDED.valid_bet,
      stake = s.stake + EXCLUDED.stake, payout = s.payout + EXCLUDED.payout;
  ELSE
    INSERT INTO member_bet_days AS s (member_id, day, bet_count, valid_bet, stake, payout)
    SELECT member_id, day, sum(sign), sum(sign * valid_bet), sum(sign * stake), sum(sign * payout)
    FROM (
      SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, 1 AS sign, valid_bet, stake, payout FROM new_rows WHERE status = 'settled'
      UNION ALL
      SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, -1, valid_bet, stake, payout FROM old_rows WHERE status = 'settled'
    ) moved
    GROUP BY member_id, day
    HAVING sum(sign) <> 0 OR sum(sign * valid_bet) <> 0 OR sum(sign * stake) <> 0 OR sum(sign * payout) <> 0
    ON CONFLICT (member_id, day) DO UPDATE SET
      bet_count = s.bet_count + EXCLUDED.bet_count, valid_bet = s.valid_bet + EXCLUDED.valid_bet,
      stake = s.stake + EXCLUDED.stake, payout = s.payout + EXCLUDED.payout;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bets_days_insert AFTER INSERT ON bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_bet_days_apply();
CREATE TRIGGER bets_days_update AFTER UPDATE ON bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_bet_days_apply();
