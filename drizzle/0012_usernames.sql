-- Usernames and seed credits (docs/decisions/013-usernames-and-profiles.md).
-- users.username: the public handle (3-30 of A-Z a-z 0-9 - _), unique regardless of case.
-- users.name stays as it was (nothing is overwritten): existing accounts get a username
-- derived from it when it can be one, else a generated one (never from the email address,
-- which is private).
ALTER TABLE "users" ADD COLUMN "username" text;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
  -- Keep in step with RESERVED_USERNAMES in src/shared/usernames.ts.
  reserved text[] := ARRAY['about','account','accounts','admin','admins','anonymous','api','assets','auth','category','contact','create-guide','dashboard','help','login','logout','me','my-prompts','null','privacy','prompt','prompts','register','reset-password','robots','root','saved','settings','signin','sign-in','signout','sign-out','signup','sign-up','sitemap','static','submit','support','system','tag','tags','u','undefined','user','users','www'];
BEGIN
  FOR r IN SELECT id, name FROM users ORDER BY created_at, id LOOP
    base := btrim(regexp_replace(btrim(coalesce(r.name, '')), '[^A-Za-z0-9_-]+', '-', 'g'), '-');
    base := left(base, 30);
    IF char_length(base) < 3 THEN
      base := 'user-' || left(md5(r.id), 8);
    END IF;
    candidate := base;
    n := 1;
    WHILE lower(candidate) = ANY (reserved)
      OR EXISTS (SELECT 1 FROM users WHERE username IS NOT NULL AND lower(username) = lower(candidate)) LOOP
      n := n + 1;
      candidate := left(base, 29 - char_length(n::text)) || '-' || n::text;
    END LOOP;
    UPDATE users SET username = candidate WHERE id = r.id;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
--> statement-breakpoint
-- The collection a seeded prompt comes from (e.g. awesome-chatgpt-prompts); null for prompts
-- people submit. Existing seeded rows are credited at start-up (src/server/db/backfill.ts):
-- only the app can read seed/.
ALTER TABLE "prompts" ADD COLUMN "source" text;
--> statement-breakpoint
-- Profiles count a member's comments.
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");
