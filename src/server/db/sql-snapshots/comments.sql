with counted as (
      update "prompt_feedback" set "comment_count" = "prompt_feedback"."comment_count" + 1
      where "prompt_feedback"."prompt_id" = $1
      returning "prompt_feedback"."prompt_id" as prompt_id
    )
    insert into "comments" ("prompt_id", "user_id", "content")
    select prompt_id, $2, $3 from counted
    returning "comments"."id" as id;

select "comments"."id", "comments"."prompt_id", "comments"."content", "comments"."created_at", "comments"."upvotes", "comments"."downvotes", "comments"."user_id", "users"."username", "users"."image", (select "comment_votes"."vote"::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."user_id" = $1) from "comments" left join "users" on "users"."id" = "comments"."user_id" where "comments"."id" = $2;

with counted as (
      update "prompt_feedback" set "comment_count" = "prompt_feedback"."comment_count" + 1
      where "prompt_feedback"."prompt_id" = $1
      returning "prompt_feedback"."prompt_id" as prompt_id
    )
    insert into "comments" ("prompt_id", "user_id", "content")
    select prompt_id, $2, $3 from counted
    returning "comments"."id" as id;

select "comments"."id", "comments"."prompt_id", "comments"."content", "comments"."created_at", "comments"."upvotes", "comments"."downvotes", "comments"."user_id", "users"."username", "users"."image", (select "comment_votes"."vote"::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."user_id" = $1) from "comments" left join "users" on "users"."id" = "comments"."user_id" where "comments"."id" = $2;

select "id" from "prompts" where "prompts"."id" = $1;

select "comments"."id", "comments"."prompt_id", "comments"."content", "comments"."created_at", "comments"."upvotes", "comments"."downvotes", "comments"."user_id", "users"."username", "users"."image", (select "comment_votes"."vote"::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."user_id" = $1) from "comments" left join "users" on "users"."id" = "comments"."user_id" where "comments"."prompt_id" = $2 order by "comments"."created_at" desc, "comments"."id" desc limit $3;

select "id" from "prompts" where "prompts"."id" = $1;

select "comments"."id", "comments"."prompt_id", "comments"."content", "comments"."created_at", "comments"."upvotes", "comments"."downvotes", "comments"."user_id", "users"."username", "users"."image", null::int from "comments" left join "users" on "users"."id" = "comments"."user_id" where ("comments"."prompt_id" = $1 and ("comments"."created_at", "comments"."id") < ($2::timestamptz, $3)) order by "comments"."created_at" desc, "comments"."id" desc limit $4;

select "id" from "comments" where "comments"."id" = $1 for update;

select "vote" from "comment_votes" where ("comment_votes"."comment_id" = $1 and "comment_votes"."user_id" = $2);

insert into "comment_votes" ("comment_id", "user_id", "vote", "created_at") values ($1, $2, $3, default) on conflict ("comment_id","user_id") do update set "vote" = excluded."vote";

update "comments" set "upvotes" = "comments"."upvotes" + $1::int, "downvotes" = "comments"."downvotes" + $2::int where "comments"."id" = $3 returning "upvotes", "downvotes";

select "id" from "comments" where "comments"."id" = $1 for update;

select "vote" from "comment_votes" where ("comment_votes"."comment_id" = $1 and "comment_votes"."user_id" = $2);

delete from "comment_votes" where ("comment_votes"."comment_id" = $1 and "comment_votes"."user_id" = $2);

update "comments" set "upvotes" = "comments"."upvotes" + $1::int, "downvotes" = "comments"."downvotes" + $2::int where "comments"."id" = $3 returning "upvotes", "downvotes";

update "comments" set "upvotes" = (select count(*)::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."vote" = 1), "downvotes" = (select count(*)::int from "comment_votes" where "comment_votes"."comment_id" = "comments"."id" and "comment_votes"."vote" = -1) where "comments"."id" = $1;

select "user_id", "prompt_id" from "comments" where "comments"."id" = $1 for update;

delete from "comments" where "comments"."id" = $1;

update "prompt_feedback" set "comment_count" = greatest("prompt_feedback"."comment_count" - 1, 0) where "prompt_feedback"."prompt_id" = $1;
