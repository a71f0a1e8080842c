CREATE TABLE "coupon_use" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "type_digital_account_ids" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reward_orders" integer;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_use_order_unique" ON "coupon_use" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_use_coupon_user_idx" ON "coupon_use" USING btree ("coupon_id","user_id") WHERE "coupon_use"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_reward_unique" ON "coupons" USING btree ("company_id","user_id","reward_orders") WHERE reward_orders IS NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("company_id","user_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
-- a coupon's one product becomes its list of products; uses the engine left empty count as 0
UPDATE "coupons" SET "type_digital_account_ids" = jsonb_build_array("type_digital_account_id") WHERE "type_digital_account_id" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "uses" = 0 WHERE "uses" IS NULL;--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "type_digital_account_id";