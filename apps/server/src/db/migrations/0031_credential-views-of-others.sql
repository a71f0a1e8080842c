-- A hand-fulfilled request (digital_account_others) delivers a login and password too, so its reveals are views like
-- a stock unit's (modules/credentials): a view names either a stock unit (digital_account_id, with profile_id for a
-- profile) or one such request, never both, never neither.
ALTER TABLE "credential_view" ALTER COLUMN "digital_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_view" ADD COLUMN "digital_account_others_id" integer;--> statement-breakpoint
ALTER TABLE "credential_view" ADD CONSTRAINT "credential_view_one_unit" CHECK (num_nonnulls("digital_account_id", "digital_account_others_id") = 1);--> statement-breakpoint
CREATE INDEX "credential_view_others_idx" ON "credential_view" USING btree ("company_id","digital_account_others_id","created_at") WHERE "digital_account_others_id" IS NOT NULL;
