ALTER TABLE "renovation_ticket" ADD COLUMN "profile_name" text;--> statement-breakpoint
ALTER TABLE "renovation_ticket" ADD COLUMN "renewed_until" date;--> statement-breakpoint
ALTER TABLE "renovation_ticket" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renovation_ticket" ADD COLUMN "renewal_count" integer;--> statement-breakpoint
ALTER TABLE "renovation_ticket" ADD COLUMN "requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "digital_account_renewal_due_idx" ON "digital_account" USING btree ("renewal_limit_date") WHERE owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_renewal_due_idx" ON "profiles" USING btree ("renewal_limit_date") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "renovation_ticket_unit_period_unique" ON "renovation_ticket" USING btree ("company_id","digital_account_id",coalesce("profile_id", 0),"renewal_limit_date");--> statement-breakpoint
CREATE INDEX "renovation_ticket_open_idx" ON "renovation_ticket" USING btree ("renewal_limit_date") WHERE renovation_ticket_status = 'to_be_renewed';--> statement-breakpoint
ALTER TABLE "renovation_ticket" DROP COLUMN "note";