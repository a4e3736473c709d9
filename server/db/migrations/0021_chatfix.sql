-- Hand-written (branch chatfix): red packets still open at this upgrade were sent when their money
-- left the sender with no counter-row. Put it on the platform account (invite code '~platform', as
-- server/lib/platform-account.ts creates it) with one `transfer` row per packet, as sending does
-- now, so opening or returning them takes it from there and Σ transfer rows = 0 (ECONOMY §4).
-- Idempotent: a packet whose platform row exists is skipped.
INSERT INTO "users" ("username", "nickname", "invite_code", "status", "join_time")
  SELECT 'platform', '平台', '~platform', 'system', 0 WHERE EXISTS (SELECT 1 FROM "chat_red_packets" WHERE "state" = 'open')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH "p" AS (SELECT "id" FROM "users" WHERE "invite_code" = '~platform'),
"held" AS (SELECT r."id", r."asset", r."amount" FROM "chat_red_packets" r WHERE r."state" = 'open'
  AND NOT EXISTS (SELECT 1 FROM "ledger" l JOIN "p" ON l."user_id" = "p"."id" WHERE l."ref_type" = 'red_packet' AND l."ref_id" = r."id"::text)),
"sums" AS (SELECT "asset", sum("amount") AS "s" FROM "held" GROUP BY "asset"),
"bal" AS (INSERT INTO "balances" ("user_id", "asset", "amount") SELECT "p"."id", "sums"."asset", "sums"."s" FROM "sums", "p"
  ON CONFLICT ("user_id", "asset") DO UPDATE SET "amount" = "balances"."amount" + excluded."amount" RETURNING "asset", "amount")
INSERT INTO "ledger" ("user_id", "asset", "bill_type", "delta", "balance_after", "ref_type", "ref_id", "memo", "created_at")
  SELECT "p"."id", h."asset", 'transfer', h."amount", "bal"."amount" - "sums"."s" + sum(h."amount") OVER (PARTITION BY h."asset" ORDER BY h."id"),
    'red_packet', h."id"::text, 'red packet held', extract(epoch from now())::bigint
  FROM "held" h JOIN "bal" USING ("asset") JOIN "sums" USING ("asset") CROSS JOIN "p";
