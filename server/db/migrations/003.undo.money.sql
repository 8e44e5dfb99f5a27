DROP TABLE IF EXISTS missions, rebate_claims, rewards, messages, bets, withdrawal_proofs, withdrawals,
  bank_accounts, deposits, deposit_methods, money_settings, idempotency_keys, ledger_entries,
  ledger_transactions, ledger_accounts;
DROP FUNCTION IF EXISTS ledger_transaction_balanced(), ledger_append_only();
ALTER TABLE members DROP COLUMN payment_password_hash;
