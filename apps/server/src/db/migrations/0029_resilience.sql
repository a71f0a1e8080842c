-- An Idempotency-Key's claim recovers when the work it guarded never committed (plugins/idempotency.ts): the work's
-- first transaction marks the claim `work_committed` (so only a commit makes it true, and the row stays locked
-- while that transaction runs); a claim neither answered, nor committed, nor locked, older than a short lease, is
-- taken over by a retry, and `generation` fences the old holder out of the transaction it may still open.
ALTER TABLE "idempotent_request" ADD COLUMN "generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_request" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_request" ADD COLUMN "work_committed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rate limits of every API process in one place (plugins/rate-limit-store.ts): one row per limited key and
-- route, its window's start and how many calls it counted. UNLOGGED: a counter lost in a crash costs at most one
-- window of leniency, and nothing is written to the WAL for each call. Expired windows are deleted by the cleanup
-- job (modules/sales/idempotency-expiry.ts). Updated in place (HOT), so the pages keep room for the new versions.
CREATE UNLOGGED TABLE "rate_limit_window" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
) WITH (fillfactor = 50);
--> statement-breakpoint
-- The stock list's search proves "more matches than the exact-count cap" from the rows whose login ENDS with the
-- term too (a common domain, engine/prefix-probe.ts), read from this index alone, as 0022's does for the start.
CREATE INDEX IF NOT EXISTS "digital_account_login_suffix_idx" ON "digital_account" USING btree ("company_id", reverse("login") text_pattern_ops);
