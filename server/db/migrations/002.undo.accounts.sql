DROP TABLE IF EXISTS mail_outbox, sms_outbox, login_challenges, verification_codes, captchas,
  rate_counters, sessions, member_ips;
DROP INDEX IF EXISTS members_mobile_uq, members_affiliate_uq, members_email_idx;
ALTER TABLE members DROP CONSTRAINT IF EXISTS members_type_ck;
ALTER TABLE members
  DROP COLUMN mobile, DROP COLUMN country_dialing_code, DROP COLUMN email, DROP COLUMN payee_name,
  DROP COLUMN parent_id, DROP COLUMN affiliate_code, DROP COLUMN ip_check, DROP COLUMN totp_secret,
  DROP COLUMN totp_last_step, DROP COLUMN password_is_default, DROP COLUMN password_changed_at,
  DROP COLUMN password_expires_at, DROP COLUMN temp_password_hash, DROP COLUMN temp_password_expires_at,
  DROP COLUMN last_login_at, DROP COLUMN language, DROP COLUMN demo_balance, DROP COLUMN register_ip,
  DROP COLUMN register_source, DROP COLUMN profile;
