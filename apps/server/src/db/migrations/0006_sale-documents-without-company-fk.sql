ALTER TABLE "digital_account_others" DROP CONSTRAINT "digital_account_others_company_id_company_id_fk";
--> statement-breakpoint
ALTER TABLE "order_booking" DROP CONSTRAINT "order_booking_company_id_company_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_company_id_company_id_fk";
