-- Referrals (issue 4, member centre "referral"): a member's invite link carries the member's code
-- as ?referralCode=; the new member records who referred them. An agent's link (?affiliateCode=)
-- makes the new member the agent's downline (parent_id) instead.
ALTER TABLE members ADD COLUMN referrer_id bigint REFERENCES members(id);
CREATE INDEX members_referrer_idx ON members (referrer_id) WHERE referrer_id IS NOT NULL;
