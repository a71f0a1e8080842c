ALTER TABLE "bank_account" ADD COLUMN "kind" text DEFAULT 'bank';--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "breb_key_type" text;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "qr" text;--> statement-breakpoint
UPDATE "bank_account" SET "kind" = 'bank' WHERE "kind" IS NULL;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "consignments_company" ADD COLUMN "payment_method" text;--> statement-breakpoint
UPDATE "consignments" c SET "payment_method" = b."kind" FROM "bank_account" b WHERE b."id" = c."bank_account_id";--> statement-breakpoint
UPDATE "consignments_company" c SET "payment_method" = b."kind" FROM "bank_account" b WHERE b."id" = c."bank_account_id";--> statement-breakpoint
CREATE TABLE "consignment_receipt_check" (
	"company_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"consignment_id" integer NOT NULL,
	"reference_key" text NOT NULL,
	"image_hash" text,
	"suspected_duplicate_of" integer,
	"duplicate_reason" text,
	"reviewed_by" integer,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_receipt_check_pk" PRIMARY KEY("company_id","object_type","consignment_id")
);--> statement-breakpoint
CREATE INDEX "consignment_receipt_check_reference_idx" ON "consignment_receipt_check" USING btree ("company_id","object_type","reference_key");
