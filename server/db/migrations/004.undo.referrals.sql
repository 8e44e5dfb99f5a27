DROP INDEX IF EXISTS members_referrer_idx;
ALTER TABLE members DROP COLUMN referrer_id;
