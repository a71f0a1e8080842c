CREATE TABLE "bank_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bank_id" integer,
	"account_number" text,
	"account_type" text,
	"holder" text,
	"holder_document" text,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"amount" bigint,
	"bank_account_id" integer,
	"transaction_id" text,
	"consignment_registration_date" date,
	"receipt" text,
	"observation" text,
	"consignments_state" text,
	"reason_cancellation" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments_company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignments_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"amount" bigint,
	"bank_account_id" integer,
	"transaction_id" text,
	"consignment_registration_date" date,
	"receipt" text,
	"observation" text,
	"consignments_state" text,
	"reason_cancellation" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments_company" ADD CONSTRAINT "consignments_company_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_company_idx" ON "bank_account" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_number_unique" ON "bank_account" USING btree ("company_id","bank_id","account_number");--> statement-breakpoint
CREATE INDEX "consignments_company_idx" ON "consignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "consignments_status_idx" ON "consignments" USING btree ("company_id","consignments_state");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_credited_deposit" ON "consignments" USING btree ("bank_account_id","transaction_id") WHERE consignments_state = 'finalized';--> statement-breakpoint
CREATE INDEX "consignments_user_idx" ON "consignments" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "consignments_company_company_idx" ON "consignments_company" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "consignments_company_status_idx" ON "consignments_company" USING btree ("company_id","consignments_state");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_company_credited_deposit" ON "consignments_company" USING btree ("bank_account_id","transaction_id") WHERE consignments_state = 'finalized';--> statement-breakpoint
CREATE VIEW "public"."balance_movement" AS (
  SELECT id, company_id, account_id AS user_id, created_at AS movement_date, kind, amount, balance_after, note,
         object_type, object_id, actor_name, created_at, created_at AS updated_at
    FROM ledger_entry WHERE account_type = 'user');--> statement-breakpoint
CREATE VIEW "public"."company_balance_movement" AS (
  SELECT id, account_id AS company_id, created_at AS movement_date, kind, amount, balance_after, note,
         object_type, object_id, actor_name, created_at, created_at AS updated_at
    FROM ledger_entry WHERE account_type = 'company');