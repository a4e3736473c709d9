CREATE TABLE "goods_sales_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"payment" integer NOT NULL
);
