CREATE TABLE "seller_catalog_product" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"type_digital_account_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_catalog_product_company_id_seller_id_type_digital_account_id_pk" PRIMARY KEY("company_id","seller_id","type_digital_account_id")
);
--> statement-breakpoint
ALTER TABLE "seller_catalog_product" ADD CONSTRAINT "seller_catalog_product_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_catalog_product" ADD CONSTRAINT "seller_catalog_product_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;