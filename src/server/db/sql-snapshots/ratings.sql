with locked as (select "prompt_feedback"."prompt_id" as prompt_id from "prompt_feedback" where "prompt_feedback"."prompt_id" = $1 for update)
      insert into "ratings" ("prompt_id", "user_id", "value")
      select prompt_id, $2, $3 from locked
      on conflict ("prompt_id", "user_id")
        do update set "value" = excluded."value", "updated_at" = now()
      returning "ratings"."prompt_id" as prompt_id;

update "prompt_feedback" set "rating" = coalesce(s.average, 0), "rating_count" = s.count from (select avg("ratings"."value")::float8 as average, count(*)::int as count from "ratings"
      where "ratings"."prompt_id" = $1) s where "prompt_feedback"."prompt_id" = $2 returning "prompt_feedback"."rating", "prompt_feedback"."rating_count";

select "rating", "rating_count", (select "ratings"."value"::int from "ratings" where "ratings"."prompt_id" = "prompt_feedback"."prompt_id" and "ratings"."user_id" = $1) from "prompt_feedback" where "prompt_feedback"."prompt_id" = $2;

select "rating", "rating_count", null::int from "prompt_feedback" where "prompt_feedback"."prompt_id" = $1;
