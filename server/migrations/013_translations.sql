-- Texts of a row in the console's other languages, beside the text as written: {"zh-CN": {"title": "…"}}, keyed
-- by the API's field names. An answer takes the caller's language where the row has it, else the text as written.
-- The demo data is written in en-US and carries its zh-CN here; a field that is edited drops its translations.
ALTER TABLE users ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE messages ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE contents ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE popular_items ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
