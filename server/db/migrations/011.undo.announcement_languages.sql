DROP TABLE announcement_translations;
ALTER TABLE announcements DROP COLUMN language;
