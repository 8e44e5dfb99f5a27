-- The agent centre's team betting records (issue 6) page a team's bets by placement time. With
-- only (member_id, placed_at) the planner scans every bet of the merchant for a large team
-- (bench:agents: 1M bets, p50 714 ms); this index answers the page from the newest bets down.
CREATE INDEX bets_placed_idx ON bets (merchant_code, placed_at) INCLUDE (member_id);
