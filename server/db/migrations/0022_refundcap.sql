ALTER TABLE "order_goods" ADD COLUMN "coupon_discount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- hand-written: orders placed with a goods coupon before this column get its discount spread as addOrder now does (pro rata by subtotal, rounded down to the cent, the remainder on the largest line; the coupon's range is not re-read)
UPDATE "order_goods" og SET "coupon_discount" = s.share FROM (
  SELECT x.id, x.base + CASE WHEN x.rn = 1 THEN x.off - sum(x.base) OVER (PARTITION BY x.order_id) ELSE 0 END AS share
  FROM (
    SELECT g.id, g.order_id, c.discount_amount AS off,
      floor(c.discount_amount * g.price * g.number / sum(g.price * g.number) OVER (PARTITION BY g.order_id) * 100) / 100 AS base,
      row_number() OVER (PARTITION BY g.order_id ORDER BY g.price * g.number DESC, g.id) AS rn
    FROM "order_goods" g JOIN "coupon_receives" c ON c.order_id = g.order_id
    WHERE c.type <> 'shipping' AND c.discount_amount > 0
  ) x
) s WHERE og.id = s.id;
