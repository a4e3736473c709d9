-- hand-written: Σ ledger = balance for every user and asset (ECONOMY.md invariant). A balance that
-- changed without ledger rows (a grant, seed or manual fix made before every change went through
-- applyLedger) gets ONE opening row: bill type system, memo 'opening balance', delta = what the
-- ledger is missing, dated just before the user's first row of that asset, with the balance it
-- stood at then (the delta itself: the later rows' balance_after already include it).
-- Idempotent: once the sums agree there is nothing left to insert.
INSERT INTO "ledger" ("user_id", "asset", "bill_type", "delta", "balance_after", "ref_type", "ref_id", "memo", "created_at")
SELECT b."user_id", b."asset", 'system', b."amount" - coalesce(l."total", 0), b."amount" - coalesce(l."total", 0), 'user', b."user_id"::text, 'opening balance',
  coalesce(l."first" - 1, extract(epoch from now())::bigint)
FROM "balances" b
LEFT JOIN (
  SELECT "user_id", "asset", sum("delta") AS "total", min("created_at") AS "first" FROM "ledger" GROUP BY "user_id", "asset"
) l ON l."user_id" = b."user_id" AND l."asset" = b."asset"
WHERE b."amount" <> coalesce(l."total", 0);
