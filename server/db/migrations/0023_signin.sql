ALTER TABLE "coupon_templates" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_receives" ALTER COLUMN "shop_id" DROP NOT NULL;