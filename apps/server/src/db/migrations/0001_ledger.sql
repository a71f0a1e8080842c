CREATE TABLE "idempotent_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotent_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"object_type" text,
	"object_id" integer,
	"note" text,
	"actor_id" integer,
	"actor_name" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_request_user_key" ON "idempotent_request" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entry" USING btree ("company_id","account_type","account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_object_idx" ON "ledger_entry" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_unique" ON "ledger_entry" USING btree ("idempotency_key") WHERE "ledger_entry"."idempotency_key" IS NOT NULL;