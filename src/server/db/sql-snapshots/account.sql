select "id", "email", "username", "image", "role", "created_at", "two_factor_enabled" from "users" where "users"."id" = $1;

select "id" from "users" where (lower("users"."username") = lower($1) and "users"."id" <> $2) limit $3;

update "users" set "username" = $1, "image" = $2, "updated_at" = now() where "users"."id" = $3;

select "id", "email", "username", "image", "role", "created_at", "two_factor_enabled" from "users" where "users"."id" = $1;

select "id", "email", "username", "image", "role", "created_at", "two_factor_enabled" from "users" where "users"."id" = $1;

select "id" from "prompts" where "prompts"."user_id" = $1 order by "prompts"."created_at" asc, "prompts"."id" asc;

select "p"."id", "p"."title", "p"."content", "p"."instructions", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "p"."version", "u"."username", "u"."image", "u"."created_at", "p"."source" from "prompts" "p" left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" where "p"."id" = $1;

select "prompts"."title", "prompts"."content", "prompts"."instructions", "prompts"."category", "prompts"."tags", "prompts"."version", "prompts"."created_at", "prompts"."updated_at", "prompts"."user_id", "users"."username" from "prompts" left join "users" on "users"."id" = "prompts"."user_id" where "prompts"."id" = $1;

select "prompt_versions"."version", "prompt_versions"."title", "prompt_versions"."content", "prompt_versions"."instructions", "prompt_versions"."category", "prompt_versions"."tags", "prompt_versions"."created_at", "prompt_versions"."edited_by", "users"."username" from "prompt_versions" left join "users" on "users"."id" = "prompt_versions"."edited_by" where "prompt_versions"."prompt_id" = $1 order by "prompt_versions"."version" desc;

select "comments"."id", "comments"."prompt_id", "prompts"."title", "comments"."content", "comments"."created_at", "comments"."upvotes", "comments"."downvotes" from "comments" left join "prompts" on "prompts"."id" = "comments"."prompt_id" where "comments"."user_id" = $1 order by "comments"."created_at" asc, "comments"."id" asc;

select "ratings"."prompt_id", "prompts"."title", "ratings"."value", "ratings"."created_at", "ratings"."updated_at" from "ratings" left join "prompts" on "prompts"."id" = "ratings"."prompt_id" where "ratings"."user_id" = $1 order by "ratings"."created_at" asc;

select "comment_id", "vote", "created_at" from "comment_votes" where "comment_votes"."user_id" = $1 order by "comment_votes"."created_at" asc;

select "id", "name", "created_at", coalesce((select array_agg("prompt_id" order by "created_at") from "saved_prompts" where "list_id" = "id"), '{}') from "prompt_lists" where "prompt_lists"."user_id" = $1 order by "prompt_lists"."created_at" asc, "prompt_lists"."id" asc;

select "saved_prompts"."list_id", "saved_prompts"."prompt_id", "prompts"."title", "saved_prompts"."created_at" from "saved_prompts" inner join "prompt_lists" on "prompt_lists"."id" = "saved_prompts"."list_id" inner join "prompts" on "prompts"."id" = "saved_prompts"."prompt_id" where "prompt_lists"."user_id" = $1 order by "saved_prompts"."created_at" asc, "saved_prompts"."prompt_id" asc;

select "role" from "users" where "users"."id" = $1 for update;

update "prompts" set "user_id" = $1 where "prompts"."user_id" = $2;

select "prompt_id" from "ratings" where "ratings"."user_id" = $1 order by "ratings"."prompt_id" asc;

select "prompt_id" from "prompt_feedback" where "prompt_feedback"."prompt_id" = any($1::int4[]) order by "prompt_feedback"."prompt_id" asc for update;

delete from "ratings" where "ratings"."user_id" = $1;

update "prompt_feedback" set "rating" = coalesce(s.average, 0), "rating_count" = s.count from (select avg("ratings"."value")::float8 as average, count(*)::int as count from "ratings"
      where "ratings"."prompt_id" = $1) s where "prompt_feedback"."prompt_id" = $2 returning "prompt_feedback"."rating", "prompt_feedback"."rating_count";

select "comment_id" from "comment_votes" where "comment_votes"."user_id" = $1 order by "comment_votes"."comment_id" asc;

select "id" from "comments" where "comments"."id" = any($1::int4[]) order by "comments"."id" asc for update;

delete from "comment_votes" where "comment_votes"."user_id" = $1;

update "comments" set "upvotes" = (select count(*)::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."vote" = 1), "downvotes" = (select count(*)::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."vote" = -1) where "comments"."id" = $1;

update "comments" set "user_id" = $1 where "comments"."user_id" = $2;

delete from "users" where "users"."id" = $1;
