-- The stock list's search proves "more matches than the exact-count cap" from the rows whose login starts with
-- the term, read from this index alone (engine/prefix-probe.ts): text_pattern_ops so LIKE 'term%' is a range
-- scan whatever the database's collation.
CREATE INDEX IF NOT EXISTS "digital_account_login_prefix_idx" ON "digital_account" USING btree ("company_id", "login" text_pattern_ops);
