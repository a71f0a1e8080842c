CREATE TABLE "advertising" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertising_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text,
	"description" text,
	"image" text,
	"link" text,
	"start_date" date,
	"end_date" date,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertising_distributor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertising_distributor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text,
	"description" text,
	"image" text,
	"link" text,
	"min_level" integer,
	"start_date" date,
	"end_date" date,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorized_seller" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorized_seller_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"document_number" text,
	"phone" text,
	"email" text,
	"city" text,
	"user_id" integer,
	"authorized_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consecutive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consecutive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"description" text,
	"prefix" text,
	"current" integer,
	"padding" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text,
	"description" text,
	"discount_type" text,
	"percent" double precision,
	"amount" bigint,
	"start_date" date,
	"end_date" date,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"uses" integer,
	"type_digital_account_id" integer,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_currency" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text,
	"name" text,
	"symbol" text,
	"rate" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_app" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_app_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"link" text,
	"platform" text,
	"icon" text,
	"description" text,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"document_type" text,
	"document_number" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"birthday" date,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeemable_balance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeemable_balance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text,
	"value" bigint,
	"vendor_id" integer,
	"expires_at" date,
	"status" text,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeemable_vendor_balance_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeemable_vendor_balance_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"vendor_id" integer,
	"kind" text,
	"amount" bigint,
	"balance_after" bigint,
	"redeemable_balance_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renovation_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renovation_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"type_digital_account_id" integer,
	"digital_account_id" integer,
	"profile_id" integer,
	"login" text,
	"renewal_limit_date" date,
	"renewal_price" bigint,
	"renovation_ticket_status" text,
	"note" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_fault_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_fault_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"digital_account_id" integer,
	"profile_id" integer,
	"login" text,
	"fault_kind" text,
	"description" text,
	"evidence" text,
	"user_id" integer,
	"status" text,
	"resolution" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_client" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"filing_number" text,
	"subject" text,
	"description" text,
	"priority" text,
	"attachment" text,
	"user_id" integer,
	"distributor_id" integer,
	"support_client_status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"filing_number" text,
	"subject" text,
	"description" text,
	"priority" text,
	"attachment" text,
	"user_id" integer,
	"support_ticket_status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_response_defaul" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_response_defaul_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"response" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text,
	"code" text,
	"channel" text,
	"subject" text,
	"body" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"template_id" integer,
	"subject" text,
	"body" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_account_tag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "type_account_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"color" text,
	"description" text,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_support_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_support_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text,
	"country_code" text,
	"phone" text,
	"message" text,
	"schedule" text,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertising" ADD CONSTRAINT "advertising_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_distributor" ADD CONSTRAINT "advertising_distributor_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorized_seller" ADD CONSTRAINT "authorized_seller_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consecutive" ADD CONSTRAINT "consecutive_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_currency" ADD CONSTRAINT "digital_currency_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_app" ADD CONSTRAINT "link_app_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeemable_balance" ADD CONSTRAINT "redeemable_balance_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeemable_vendor_balance_movement" ADD CONSTRAINT "redeemable_vendor_balance_movement_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovation_ticket" ADD CONSTRAINT "renovation_ticket_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_fault_account" ADD CONSTRAINT "report_fault_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_client" ADD CONSTRAINT "support_client_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_response_defaul" ADD CONSTRAINT "support_ticket_response_defaul_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_company" ADD CONSTRAINT "template_company_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_account_tag" ADD CONSTRAINT "type_account_tag_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_support_lines" ADD CONSTRAINT "whatsapp_support_lines_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertising_company_idx" ON "advertising" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "advertising_distributor_company_idx" ON "advertising_distributor" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "authorized_seller_company_idx" ON "authorized_seller" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "consecutive_company_idx" ON "consecutive" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consecutive_name_unique" ON "consecutive" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "coupons_company_idx" ON "coupons" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "digital_currency_company_idx" ON "digital_currency" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_currency_code_unique" ON "digital_currency" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "link_app_company_idx" ON "link_app" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "person_company_idx" ON "person" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "redeemable_balance_company_idx" ON "redeemable_balance" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeemable_balance_code_unique" ON "redeemable_balance" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "redeemable_vendor_balance_movement_company_idx" ON "redeemable_vendor_balance_movement" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "redeemable_vendor_movement_vendor_idx" ON "redeemable_vendor_balance_movement" USING btree ("company_id","vendor_id");--> statement-breakpoint
CREATE INDEX "renovation_ticket_company_idx" ON "renovation_ticket" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "renovation_ticket_status_idx" ON "renovation_ticket" USING btree ("company_id","renovation_ticket_status");--> statement-breakpoint
CREATE INDEX "renovation_ticket_user_idx" ON "renovation_ticket" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "renovation_ticket_limit_idx" ON "renovation_ticket" USING btree ("company_id","renewal_limit_date");--> statement-breakpoint
CREATE INDEX "report_fault_account_company_idx" ON "report_fault_account" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_fault_account_user_idx" ON "report_fault_account" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "support_client_company_idx" ON "support_client" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_client_status_idx" ON "support_client" USING btree ("company_id","support_client_status");--> statement-breakpoint
CREATE INDEX "support_client_user_idx" ON "support_client" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "support_ticket_company_idx" ON "support_ticket" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_ticket_status_idx" ON "support_ticket" USING btree ("company_id","support_ticket_status");--> statement-breakpoint
CREATE INDEX "support_ticket_user_idx" ON "support_ticket" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "support_ticket_response_defaul_company_idx" ON "support_ticket_response_defaul" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_code_unique" ON "template" USING btree ("code");--> statement-breakpoint
CREATE INDEX "template_company_company_idx" ON "template_company" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_company_template_id_unique" ON "template_company" USING btree ("company_id","template_id");--> statement-breakpoint
CREATE INDEX "type_account_tag_company_idx" ON "type_account_tag" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "type_account_tag_name_unique" ON "type_account_tag" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "whatsapp_support_lines_company_idx" ON "whatsapp_support_lines" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configuration_key_unique" ON "configuration" USING btree ("company_id","key");