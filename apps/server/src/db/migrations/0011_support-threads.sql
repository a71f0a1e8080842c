CREATE TABLE "support_response" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_response_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"side" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_response_ticket_type_check" CHECK ("support_response"."ticket_type" IN ('support-ticket', 'support-client')),
	CONSTRAINT "support_response_side_check" CHECK ("support_response"."side" IN ('requester', 'desk')),
	CONSTRAINT "support_response_images_check" CHECK (jsonb_typeof("support_response"."images") = 'array' AND jsonb_array_length("support_response"."images") <= 3)
);
--> statement-breakpoint
ALTER TABLE "support_client" ADD COLUMN "last_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_client" ADD COLUMN "requester_unread" integer;--> statement-breakpoint
ALTER TABLE "support_client" ADD COLUMN "desk_unread" integer;--> statement-breakpoint
ALTER TABLE "support_client" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "last_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "requester_unread" integer;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "desk_unread" integer;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_response" ADD CONSTRAINT "support_response_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_response" ADD CONSTRAINT "support_response_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_response_ticket_idx" ON "support_response" USING btree ("company_id","ticket_type","ticket_id","id");