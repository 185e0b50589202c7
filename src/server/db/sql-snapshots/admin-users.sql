select "id", "email", "username", "role", "banned", "ban_reason", "email_verified", "created_at" from "users" where (lower("users"."email") like $1 or lower("users"."username") like $2) order by "users"."created_at" desc, "users"."id" desc limit $3;

select "id", "email", "username", "role", "banned", "ban_reason", "email_verified", "created_at" from "users" where ("users"."created_at", "users"."id") < ($1::timestamptz, $2) order by "users"."created_at" desc, "users"."id" desc limit $3;

select "id", "email", "username", "role", "banned", "ban_reason", "email_verified", "created_at" from "users" where "users"."id" = $1 for update;

update "users" set "role" = $1, "updated_at" = now() where "users"."id" = $2;

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);

select "id", "email", "username", "role", "banned", "ban_reason", "email_verified", "created_at" from "users" where "users"."id" = $1 for update;

update "users" set "banned" = $1, "ban_reason" = $2, "ban_expires" = $3, "updated_at" = now() where "users"."id" = $4;

delete from "sessions" where "sessions"."user_id" = $1;

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);

select "audit_log"."id", "audit_log"."actor_id", "users"."email", "users"."username", "audit_log"."action", "audit_log"."target_type", "audit_log"."target_id", "audit_log"."details", "audit_log"."created_at" from "audit_log" left join "users" on "users"."id" = "audit_log"."actor_id" order by "audit_log"."created_at" desc, "audit_log"."id" desc limit $1;

select "audit_log"."id", "audit_log"."actor_id", "users"."email", "users"."username", "audit_log"."action", "audit_log"."target_type", "audit_log"."target_id", "audit_log"."details", "audit_log"."created_at" from "audit_log" left join "users" on "users"."id" = "audit_log"."actor_id" where ("audit_log"."created_at", "audit_log"."id") < ($1::timestamptz, $2) order by "audit_log"."created_at" desc, "audit_log"."id" desc limit $3;

select (select count(*) from "prompts")::int as prompts, (select count(*) from "users")::int as users,
      (select count(*) from "comments")::int as comments, (select count(*) from "ratings")::int as ratings;

select "prompts"."id", "prompts"."title", "prompts"."created_at", "prompts"."category", "prompts"."tags", "prompts"."source", "users"."username" from "prompts" left join "users" on "users"."id" = "prompts"."user_id" order by "prompts"."created_at" desc, "prompts"."id" desc limit $1;
