-- Before 018 a cancelled deposit was recorded as failed.
UPDATE deposits SET status = 'failed' WHERE status = 'cancelled';
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'credited', 'failed'));
