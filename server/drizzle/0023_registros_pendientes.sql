ALTER TABLE "user_registrations" ADD COLUMN "activated_at" timestamp with time zone;
--> statement-breakpoint
-- A registration counts as activated when its user is active, ever signed in, or spent a link
-- (an administrator's activation spends them too): only the rest are pending, and may expire.
UPDATE "user_registrations" r SET "activated_at" = now()
FROM "users" u
WHERE u."id" = r."user_id"
  AND (u."is_active" OR u."last_login" IS NOT NULL
       OR EXISTS (SELECT 1 FROM "activation_tokens" t WHERE t."user_id" = u."id" AND t."used_at" IS NOT NULL));
--> statement-breakpoint
-- Usernames are kept in NFKC from now on (the sign-in finds 'ａｄｍｉｎ' as 'admin'): an older name
-- in another form is rewritten, unless its NFKC form is someone else's (it then stays as it was).
UPDATE "users" u SET "username" = n."nfkc"
FROM (
  SELECT DISTINCT ON (lower(normalize("username", NFKC))) "id", normalize("username", NFKC) AS "nfkc"
  FROM "users"
  WHERE "username" IS NOT NFKC NORMALIZED
  ORDER BY lower(normalize("username", NFKC)), "id"
) n
WHERE u."id" = n."id"
  AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o."id" <> n."id" AND lower(o."username") = lower(n."nfkc"));
