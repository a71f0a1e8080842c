-- The purchase path's hot tables (bench/purchase-tenants.ts). Rows that every sale updates in place (the
-- distributors' and the company's balances, the order consecutive, an idempotency key's stored answer) change no
-- indexed column, so with room left in their page the update stays HOT: no new index entries, nothing for vacuum.
ALTER TABLE "users" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200);--> statement-breakpoint
ALTER TABLE "company" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);--> statement-breakpoint
ALTER TABLE "consecutive" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);--> statement-breakpoint
ALTER TABLE "idempotent_request" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 5000);--> statement-breakpoint
-- Tables that grow with every sale: vacuumed (and analyzed) often, in small passes, instead of one long pass each
-- time a fifth of the table changed (the default), which on a busy host took CPU from the sales for seconds and was
-- where the open-loop p99 went from ~40 ms to ~150 ms. Insert-only ledger and audit rows get their visibility map
-- set in the same small steps.
ALTER TABLE "orders" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 5000, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "profiles" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "ledger_entry" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 5000, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "audit_log" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 5000, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
-- For a statement sent with COMMIT right behind it (a purchase's last statement, modules/sales/sale-repository.ts):
-- it must fail by itself when what it wrote is incomplete, since nobody can look at its answer before the commit.
CREATE OR REPLACE FUNCTION assert_or_raise(ok boolean, message text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION '%', message;
  END IF;
  RETURN true;
END
$$;
