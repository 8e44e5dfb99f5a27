-- Announcements per language (issue 14 item 14). The row of `announcements` holds the text in
-- its own language (`language`; '' = the merchant's default language, whatever that is when
-- the list is read); `announcement_translations` holds the same announcement in other
-- languages. The list answers each announcement in the caller's language, else in the
-- merchant's default language, else not at all (server/domains/announcements/localise.ts).
ALTER TABLE announcements ADD COLUMN language text NOT NULL DEFAULT ''
  CHECK (language = '' OR language ~ '^[A-Z]{2,3}(-[A-Z]{2})?$');

CREATE TABLE announcement_translations (
  announcement_id bigint NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  language        text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2})?$'),
  title           text NOT NULL,
  content         text NOT NULL DEFAULT '',
  -- An uploaded picture in this language; '' = the server draws the translated title.
  image_url       text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, language)
);
