-- Lanebook notebook schema, version 2: notebook-level facts (title, creating version),
-- so a notebook file says what it is without the application.
CREATE TABLE notebook_info (
    key TEXT PRIMARY KEY,
    value TEXT
) WITHOUT ROWID;
;;
INSERT INTO notebook_info(key, value) VALUES ('schema_note', 'created or migrated by Lanebook');
