CREATE TABLE "pos_cash_register" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_cash_register_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_cash_register_turn" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_cash_register_turn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_reference" text,
	"bus_subsidiary_id" integer,
	"bill_cash_register_id" integer,
	"bus_person_cashier_id" integer,
	"status" text,
	"opening_date" timestamp with time zone,
	"closing_date" timestamp with time zone,
	"opening_amount" bigint,
	"closing_amount" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"name" text,
	"position" integer,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_employee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_employee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"name" text,
	"role" text,
	"document" text,
	"phone" text,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_reference" text,
	"bus_subsidiary_id" integer,
	"bill_cash_register_id" integer,
	"bill_cahs_register_turn_id" integer,
	"order_status" text,
	"status_payment" text,
	"is_open" boolean DEFAULT false NOT NULL,
	"date_order" timestamp with time zone,
	"date_sync" timestamp with time zone,
	"opening_date" timestamp with time zone,
	"closing_date" timestamp with time zone,
	"dining_in" boolean DEFAULT false NOT NULL,
	"name_table" text,
	"is_domicile" boolean DEFAULT false NOT NULL,
	"price_domicile" bigint,
	"store_pickup" boolean DEFAULT false NOT NULL,
	"is_separated" boolean DEFAULT false NOT NULL,
	"bus_person_customer_id" integer,
	"customer_name" text,
	"bus_person_cashier_id" integer,
	"gen_person_seller_id" integer,
	"bus_person_domiciliary_id" integer,
	"canceled" boolean DEFAULT false NOT NULL,
	"cancellation_date" timestamp with time zone,
	"cancellation_reason" text,
	"note" text,
	"subtotal_amount" bigint,
	"discount_amount" bigint,
	"tax_amount" bigint,
	"total_amount" bigint,
	"data_items" jsonb,
	"data_customer" jsonb,
	"shipping_address" jsonb,
	"data_cashier" jsonb,
	"data_seller" jsonb,
	"data_domiciliary" jsonb,
	"data_payments" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_payment_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_name" text,
	"price_list_id" integer,
	"product_id" integer,
	"product_variant_id" integer,
	"price" bigint,
	"price_offer" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"category_id" integer,
	"code" text,
	"name" text,
	"description" text,
	"unit_measure_id" text,
	"price" bigint,
	"price_offer" bigint,
	"tax_id" integer,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_product_variant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_product_variant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer,
	"variant_option_id" integer,
	"name" text,
	"code" text,
	"price" bigint,
	"price_offer" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_sale_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_sale_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer,
	"option_type" text,
	"name" text,
	"apply_price" boolean DEFAULT false NOT NULL,
	"value" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_table" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"zone_id" integer,
	"name" text,
	"seats" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_tax" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_tax_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"type" text,
	"percentage" double precision,
	"base_amount" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_variant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_variant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_variant_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_variant_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"variant_id" integer,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subsidiary_id" integer,
	"name" text,
	"price_domicile" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_layout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_layout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"blocks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidiary" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subsidiary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"address" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_cash_register" ADD CONSTRAINT "pos_cash_register_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cash_register_turn" ADD CONSTRAINT "pos_cash_register_turn_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_category" ADD CONSTRAINT "pos_category_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_employee" ADD CONSTRAINT "pos_employee_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payment_method" ADD CONSTRAINT "pos_payment_method_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_price" ADD CONSTRAINT "pos_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_product" ADD CONSTRAINT "pos_product_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_product_variant" ADD CONSTRAINT "pos_product_variant_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sale_option" ADD CONSTRAINT "pos_sale_option_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table" ADD CONSTRAINT "pos_table_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_tax" ADD CONSTRAINT "pos_tax_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_variant" ADD CONSTRAINT "pos_variant_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_variant_option" ADD CONSTRAINT "pos_variant_option_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_zone" ADD CONSTRAINT "pos_zone_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_layout" ADD CONSTRAINT "receipt_layout_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidiary" ADD CONSTRAINT "subsidiary_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_cash_register_company_idx" ON "pos_cash_register" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_cash_register_branch_idx" ON "pos_cash_register" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "pos_cash_register_turn_company_idx" ON "pos_cash_register_turn" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_turn_local_reference_unique" ON "pos_cash_register_turn" USING btree ("company_id","bus_subsidiary_id","local_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_turn_one_open" ON "pos_cash_register_turn" USING btree ("bill_cash_register_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "pos_category_company_idx" ON "pos_category" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_category_branch_idx" ON "pos_category" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "pos_employee_company_idx" ON "pos_employee" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_employee_branch_idx" ON "pos_employee" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "pos_employee_user_idx" ON "pos_employee" USING btree ("company_id","user_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pos_order_company_idx" ON "pos_order" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_order_local_reference_unique" ON "pos_order" USING btree ("company_id","bus_subsidiary_id","local_reference");--> statement-breakpoint
CREATE INDEX "pos_order_turn_idx" ON "pos_order" USING btree ("company_id","bill_cahs_register_turn_id");--> statement-breakpoint
CREATE INDEX "pos_order_date_idx" ON "pos_order" USING btree ("company_id","date_order");--> statement-breakpoint
CREATE INDEX "pos_payment_method_company_idx" ON "pos_payment_method" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_payment_method_name_unique" ON "pos_payment_method" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "pos_price_company_idx" ON "pos_price" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_price_unique" ON "pos_price" USING btree ("price_list_id","product_id",coalesce("product_variant_id", 0));--> statement-breakpoint
CREATE INDEX "pos_product_company_idx" ON "pos_product" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_product_branch_idx" ON "pos_product" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "pos_product_variant_company_idx" ON "pos_product_variant" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_product_variant_product_idx" ON "pos_product_variant" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "pos_sale_option_company_idx" ON "pos_sale_option" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_table_company_idx" ON "pos_table" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_table_branch_idx" ON "pos_table" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "pos_tax_company_idx" ON "pos_tax" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_variant_company_idx" ON "pos_variant" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_variant_name_unique" ON "pos_variant" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "pos_variant_option_company_idx" ON "pos_variant_option" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_variant_option_variant_idx" ON "pos_variant_option" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "pos_zone_company_idx" ON "pos_zone" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_zone_branch_idx" ON "pos_zone" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "receipt_layout_company_idx" ON "receipt_layout" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_layout_name_unique" ON "receipt_layout" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_layout_one_default" ON "receipt_layout" USING btree ("company_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "subsidiary_company_idx" ON "subsidiary" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidiary_name_unique" ON "subsidiary" USING btree ("company_id","name");