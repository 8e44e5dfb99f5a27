ALTER TABLE game_launches DROP COLUMN provider_id;
DROP TABLE provider_transactions;
DROP TABLE provider_signatures;
DROP TABLE provider_vendors;
DROP TABLE provider_secrets;
DROP TABLE providers;
