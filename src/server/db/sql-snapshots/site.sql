select "value" from "settings" where "settings"."key" = $1;

insert into "settings" ("key", "value", "updated_at") values ($1, '{}'::jsonb, default) on conflict ("key") do nothing;

select "value" from "settings" where "settings"."key" = $1 for update;

update "settings" set "value" = $1, "updated_at" = now() where "settings"."key" = $2;

select "value" from "settings" where "settings"."key" = $1;

insert into "settings" ("key", "value", "updated_at") values ($1, '{}'::jsonb, default) on conflict ("key") do nothing;

select "value" from "settings" where "settings"."key" = $1 for update;

update "settings" set "value" = $1, "updated_at" = now() where "settings"."key" = $2;

select "value" from "settings" where "settings"."key" = $1;

select "id" from "invitations" where lower("invitations"."email") = $1 and "invitations"."expires_at" > now() limit $2;

select "id" from "users" where "users"."role" in ($1, $2) limit $3;

select "title", left("content", 400), "instructions" from "prompts" where "prompts"."id" = $1;

select "id" from "users" where lower("users"."username") = lower($1) limit $2;

select count(*) from "prompts";

select "id", "updated_at" from "prompts" order by "prompts"."id" asc limit $1;

select "users"."username", max("prompts"."updated_at") from "users" inner join "prompts" on "prompts"."user_id" = "users"."id" group by "users"."id", "users"."username" order by max("prompts"."updated_at") desc limit $1;
