CREATE TABLE "notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"topic" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_read" (
	"user_id" integer NOT NULL,
	"notification_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notification_subscription" (
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"channels" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscription_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "telegram_bot_state" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"update_offset" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_link" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"chat_id" text,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscription" ADD CONSTRAINT "notification_subscription_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link" ADD CONSTRAINT "telegram_link_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","id") WHERE "notification"."topic" = 'me';--> statement-breakpoint
CREATE INDEX "notification_company_all_idx" ON "notification" USING btree ("company_id","id") WHERE "notification"."topic" = 'all';--> statement-breakpoint
CREATE INDEX "notification_undispatched_idx" ON "notification" USING btree ("id") WHERE "notification"."dispatched_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_link_code_unique" ON "telegram_link" USING btree ("code");--> statement-breakpoint
-- Companies that exist before this migration get the Telegram entries new companies are seeded with (empty).
INSERT INTO "configuration" ("company_id", "name", "label", "type_field", "value_conf", "key", "is_global", "require_subsidiary")
SELECT c."id", e."name", e."label", 'other', NULL, e."name", true, false
FROM "company" c CROSS JOIN (VALUES
  ('telegram_bot_token', 'Token del bot de Telegram'),
  ('telegram_bot_username', 'Usuario del bot de Telegram')
) AS e("name", "label")
ON CONFLICT DO NOTHING;
