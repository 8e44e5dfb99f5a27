DROP TRIGGER member_bet_days_forget ON member_bet_days;
DROP FUNCTION team_bet_days_forget();
DROP TABLE team_bet_days;
