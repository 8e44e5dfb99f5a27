DROP TRIGGER bets_days_update ON bets;
DROP TRIGGER bets_days_insert ON bets;
DROP FUNCTION member_bet_days_apply();
DROP TABLE member_bet_days;
ALTER TABLE members DROP COLUMN invitation_code;
