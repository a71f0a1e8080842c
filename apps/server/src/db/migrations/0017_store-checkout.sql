CREATE TABLE "store_cart" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"finalized" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'COP' NOT NULL,
	"coupon_code" text,
	"checked_out_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_cart_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_cart_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"type_digital_account_id" integer NOT NULL,
	"qt" integer DEFAULT 1 NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"problem" text,
	"detail_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart_item" ADD CONSTRAINT "store_cart_item_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart_item" ADD CONSTRAINT "store_cart_item_cart_id_store_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."store_cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_cart_one_open" ON "store_cart" USING btree ("user_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "store_cart_pending_idx" ON "store_cart" USING btree ("company_id","user_id") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "store_cart_item_product" ON "store_cart_item" USING btree ("cart_id","type_digital_account_id");--> statement-breakpoint
CREATE INDEX "store_cart_item_order_idx" ON "store_cart_item" USING btree ("detail_order_id");