ALTER TABLE "goods" ADD COLUMN "sale_status" text DEFAULT 'on_sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "close_reason" text DEFAULT '' NOT NULL;