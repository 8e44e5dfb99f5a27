-- The team overview's day totals per upline (issue 6 speed): a 30-day overview of a 10,000-member
-- team summed some 300,000 member-days on every request. A day that is over does not change, so
-- its team totals are kept once computed, one row per (upline, UTC day).
--
-- Rows are written on read (server/domains/agents/betDays.ts), and only for days that ended more
-- than an hour ago, so no transaction still settling a bet of that day can be missed. If a bet of
-- an earlier day is settled or changed after all (an operator backdating), the trigger below
-- drops that day's rows for every upline of the member, and the next read computes them again.
CREATE TABLE team_bet_days (
  ancestor_id  bigint NOT NULL REFERENCES members(id),
  day          date   NOT NULL,
  bet_count    bigint NOT NULL,
  valid_bet    bigint NOT NULL,
  stake        bigint NOT NULL,
  payout       bigint NOT NULL,
  -- Members of the team (the upline included) with a settled bet that day.
  active       bigint NOT NULL,
  PRIMARY KEY (ancestor_id, day)
);
CREATE INDEX team_bet_days_day_idx ON team_bet_days (day);

CREATE FUNCTION team_bet_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most changes are of today, which nobody keeps: one probe of the day index, and done.
  IF EXISTS (SELECT 1 FROM team_bet_days WHERE day = NEW.day) THEN
    DELETE FROM team_bet_days c
    USING member_tree t
    WHERE t.descendant_id = NEW.member_id AND c.ancestor_id = t.ancestor_id AND c.day = NEW.day;
  END IF;
  RETURN NULL;
END $$;
-- For every change, today's included: which days are kept is decided by the server's clock,
-- not the database's, so the trigger does not guess by date.
CREATE TRIGGER member_bet_days_forget AFTER INSERT OR UPDATE ON member_bet_days
  FOR EACH ROW EXECUTE FUNCTION team_bet_days_forget();
