CREATE TABLE "digital_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type_digital_account_id" integer,
	"login" text,
	"password" text,
	"expiry_date" date,
	"state" text,
	"is_generic" boolean DEFAULT false NOT NULL,
	"profiles_quantity" integer,
	"observations" text,
	"owner_id" integer,
	"order_id" integer,
	"sold_at" timestamp with time zone,
	"renewal_limit_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_account_others" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_account_others_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"type_digital_account_id" integer,
	"product_name" text,
	"description" text,
	"login" text,
	"password" text,
	"profile_name" text,
	"pin" text,
	"price" bigint,
	"renewal_limit_date" date,
	"status" text,
	"charged" boolean DEFAULT false NOT NULL,
	"reason" text,
	"finalized_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"type_digital_account_id" integer NOT NULL,
	"audience" text NOT NULL,
	"price" bigint NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_booking" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_booking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer,
	"user_id" integer,
	"type_digital_account_id" integer,
	"product_name" text,
	"quantity" integer,
	"unit_price" bigint,
	"total" bigint,
	"status" text,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"reason" text,
	"finalized_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer,
	"user_id" integer,
	"type_digital_account_id" integer,
	"product_name" text,
	"quantity" integer,
	"unit_price" bigint,
	"total" bigint,
	"status" text,
	"source" text,
	"order_booking_id" integer,
	"reason" text,
	"finalized_at" timestamp with time zone,
	"annulled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"price_list_id" integer,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"type" text,
	"is_general" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_list_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_name" text,
	"price_list_id" integer,
	"type_digital_account_id" integer,
	"price" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"digital_account_id" integer,
	"type_digital_account_id" integer,
	"name" text,
	"pin" text,
	"state" text,
	"user_id" integer,
	"order_id" integer,
	"sold_at" timestamp with time zone,
	"renewal_limit_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_digital_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "type_digital_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"service" text,
	"plan" text,
	"duration_days" integer,
	"price_base" bigint,
	"profile_max_quantity" integer,
	"sale_mode" text,
	"tags" text,
	"description" text,
	"image" text,
	"reservable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_group_id" integer;--> statement-breakpoint
ALTER TABLE "digital_account" ADD CONSTRAINT "digital_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_account_others" ADD CONSTRAINT "digital_account_others_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_price" ADD CONSTRAINT "distributor_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_price" ADD CONSTRAINT "distributor_price_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_booking" ADD CONSTRAINT "order_booking_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group" ADD CONSTRAINT "price_group_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list" ADD CONSTRAINT "price_list_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_item" ADD CONSTRAINT "price_list_item_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_digital_account" ADD CONSTRAINT "type_digital_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_account_company_idx" ON "digital_account" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "digital_account_type_idx" ON "digital_account" USING btree ("company_id","type_digital_account_id","state");--> statement-breakpoint
CREATE INDEX "digital_account_order_idx" ON "digital_account" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "digital_account_others_company_idx" ON "digital_account_others" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "digital_account_others_status_idx" ON "digital_account_others" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "digital_account_others_user_idx" ON "digital_account_others" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_price_unique" ON "distributor_price" USING btree ("company_id","seller_id","type_digital_account_id","audience");--> statement-breakpoint
CREATE INDEX "order_booking_company_idx" ON "order_booking" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_booking_status_idx" ON "order_booking" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_booking_number_unique" ON "order_booking" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "order_booking_expiry_idx" ON "order_booking" USING btree ("expires_at") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "order_booking_user_idx" ON "order_booking" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "price_group_company_idx" ON "price_group" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "price_list_company_idx" ON "price_list" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_one_general" ON "price_list" USING btree ("company_id") WHERE is_general;--> statement-breakpoint
CREATE INDEX "price_list_item_company_idx" ON "price_list_item" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_item_unique" ON "price_list_item" USING btree ("price_list_id","type_digital_account_id");--> statement-breakpoint
CREATE INDEX "profiles_company_idx" ON "profiles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "profiles_stock_idx" ON "profiles" USING btree ("company_id","type_digital_account_id","id") WHERE state = 'available';--> statement-breakpoint
CREATE INDEX "profiles_account_idx" ON "profiles" USING btree ("digital_account_id");--> statement-breakpoint
CREATE INDEX "profiles_owner_idx" ON "profiles" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "profiles_order_idx" ON "profiles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "type_digital_account_company_idx" ON "type_digital_account" USING btree ("company_id");