ALTER TABLE "report_fault_account" ADD COLUMN "type_digital_account_id" integer;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "profile_name" text;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "penalty_amount" bigint;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "renewal_limit_date" date;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "reported_by" integer;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "replacement_account_id" integer;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD COLUMN "replacement_profile_id" integer;--> statement-breakpoint
CREATE INDEX "report_fault_account_status_idx" ON "report_fault_account" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "report_fault_account_open_unit_unique" ON "report_fault_account" USING btree ("company_id","digital_account_id",coalesce("profile_id", 0)) WHERE status = 'open';
