-- Which house game a catalogue game opens (server/domains/play/houseMap.ts): NULL takes the
-- mapping by game type and name; an operator sets it with `npm run ops -- games map`.
-- Written as '<game>' or 'slot5:<theme>' (e.g. 'roulette', 'slot5:pharaoh-gold').
ALTER TABLE games ADD COLUMN house_game text CHECK (house_game ~ '^[a-z0-9]+(:[a-z0-9-]+)?$');
