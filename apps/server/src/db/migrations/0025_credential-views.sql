CREATE TABLE "credential_share" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credential_share_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"profile_id" integer,
	"digital_account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_views" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_view" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credential_view_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"profile_id" integer,
	"digital_account_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"screen" text NOT NULL,
	"api_key_id" integer,
	"share_id" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_share" ADD CONSTRAINT "credential_share_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_share" ADD CONSTRAINT "credential_share_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_view" ADD CONSTRAINT "credential_view_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_view" ADD CONSTRAINT "credential_view_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_share_token_unique" ON "credential_share" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "credential_view_account_idx" ON "credential_view" USING btree ("company_id","digital_account_id","created_at");--> statement-breakpoint
CREATE INDEX "credential_view_profile_idx" ON "credential_view" USING btree ("company_id","profile_id","created_at") WHERE "profile_id" IS NOT NULL;
