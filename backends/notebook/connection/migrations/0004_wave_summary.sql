-- Lanebook notebook schema, version 4: what became of a wave (steps recorded, failed,
-- skipped; the errors met), written when it ends, so a wave's history says why a slot is
-- missing without re-reading its runs.
ALTER TABLE waves ADD COLUMN summary_json TEXT;
