ALTER TABLE "goods" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;