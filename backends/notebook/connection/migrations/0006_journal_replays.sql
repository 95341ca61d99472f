-- Lanebook notebook schema, version 6: the run journal's entries replayed into this notebook.
-- A run the notebook could not take in time waits in <notebook>.pending/; the next open
-- replays it and records its entry id here in the same transaction, so a replay that is
-- interrupted before its file is removed, or two processes opening at once, add it once.
CREATE TABLE journal_replays (
    entry TEXT PRIMARY KEY,
    run_id INTEGER REFERENCES runs(id) ON DELETE SET NULL,
    replayed_at TEXT NOT NULL
);
