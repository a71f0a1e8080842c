CREATE TABLE "redeem_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeemable_code" (
	"redeemable_balance_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_cipher" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeemable_code_key" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "redeemable_balance_code_unique";--> statement-breakpoint
ALTER TABLE "authorized_seller" ADD COLUMN "redeemable_discount" double precision;--> statement-breakpoint
ALTER TABLE "authorized_seller" ADD COLUMN "balance" bigint;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "batch" integer;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "vendor_debt" bigint;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "redeemable_vendor_balance_movement" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "redeemable_vendor_balance_movement" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "redeemable_code" ADD CONSTRAINT "redeemable_code_redeemable_balance_id_redeemable_balance_id_fk" FOREIGN KEY ("redeemable_balance_id") REFERENCES "public"."redeemable_balance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeemable_code_key" ADD CONSTRAINT "redeemable_code_key_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_attempt_user_idx" ON "redeem_attempt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redeemable_code_hash_unique" ON "redeemable_code" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "authorized_seller_user_id_unique" ON "authorized_seller" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "redeemable_balance_status_idx" ON "redeemable_balance" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "redeemable_balance_seller_idx" ON "redeemable_balance" USING btree ("company_id","seller_id","status");--> statement-breakpoint
CREATE INDEX "redeemable_balance_batch_idx" ON "redeemable_balance" USING btree ("company_id","batch");--> statement-breakpoint
CREATE INDEX "redeemable_balance_redeemed_idx" ON "redeemable_balance" USING btree ("company_id","redeemed_at") WHERE status = 'redeemed';--> statement-breakpoint
CREATE INDEX "redeemable_vendor_movement_seller_idx" ON "redeemable_vendor_balance_movement" USING btree ("company_id","seller_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeemable_vendor_movement_sale_unique" ON "redeemable_vendor_balance_movement" USING btree ("redeemable_balance_id") WHERE kind = 'sale';--> statement-breakpoint
ALTER TABLE "redeemable_balance" DROP COLUMN "note";--> statement-breakpoint
-- sellers written before this change owe nothing and keep none of the value
UPDATE "authorized_seller" SET "balance" = 0 WHERE "balance" IS NULL;--> statement-breakpoint
UPDATE "authorized_seller" SET "redeemable_discount" = 0 WHERE "redeemable_discount" IS NULL;--> statement-breakpoint
-- codes written before this change kept their full text in "code": keep only its hash (they still redeem, by
-- hash) and show them masked from now on; without a ciphertext their full text is gone for good
INSERT INTO "redeemable_code" ("redeemable_balance_id", "company_id", "code_hash", "code_cipher")
  SELECT "id", "company_id", encode(sha256(convert_to(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 'UTF8')), 'hex'), ''
    FROM "redeemable_balance" WHERE "code" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "redeemable_balance" SET "code" = '••••-••••-' || right(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 4) WHERE "code" IS NOT NULL;
