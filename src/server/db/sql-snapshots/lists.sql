insert into "prompt_lists" ("id", "name", "user_id", "created_at") values (default, $1, $2, default) returning "id", "name", "created_at";

update "prompt_lists" set "name" = $1 where ("prompt_lists"."id" = $2 and "prompt_lists"."user_id" = $3) returning "id";

select "id", "name", "created_at", (select count(*)::int from "saved_prompts" where "saved_prompts"."list_id" = "prompt_lists"."id") from "prompt_lists" where ("prompt_lists"."id" = $1 and "prompt_lists"."user_id" = $2);

select "id" from "users" where "users"."id" = $1 for update;

select "id" from "prompt_lists" where ("prompt_lists"."user_id" = $1 and "prompt_lists"."name" = $2) order by "prompt_lists"."created_at" asc, "prompt_lists"."id" asc limit $3;

insert into "prompt_lists" ("id", "name", "user_id", "created_at") values (default, $1, $2, default) returning "id";

select "id" from "prompts" where "prompts"."id" = $1;

insert into "saved_prompts" ("user_id", "list_id", "prompt_id", "created_at") values ($1, $2, $3, default) on conflict ("list_id","prompt_id") do nothing returning "prompt_id";

select "id" from "prompt_lists" where ("prompt_lists"."id" = $1 and "prompt_lists"."user_id" = $2);

select "id" from "prompts" where "prompts"."id" = $1;

insert into "saved_prompts" ("user_id", "list_id", "prompt_id", "created_at") values ($1, $2, $3, default) on conflict ("list_id","prompt_id") do nothing returning "prompt_id";

select "prompt_lists"."id", "prompt_lists"."name", "prompt_lists"."created_at", count("saved_prompts"."prompt_id")::int from "prompt_lists" left join "saved_prompts" on "saved_prompts"."list_id" = "prompt_lists"."id" where "prompt_lists"."user_id" = $1 group by "prompt_lists"."id" order by "prompt_lists"."created_at" asc, "prompt_lists"."id" asc;

select "id" from "prompt_lists" where ("prompt_lists"."id" = $1 and "prompt_lists"."user_id" = $2);

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source", "saved_prompts"."created_at" from "saved_prompts" inner join "prompts" "p" on "p"."id" = "saved_prompts"."prompt_id" left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" where ("saved_prompts"."list_id" = $2 and "saved_prompts"."user_id" = $3) order by "saved_prompts"."created_at" desc, "p"."id" desc;

select distinct "prompt_id" from "saved_prompts" where "saved_prompts"."user_id" = $1 order by "saved_prompts"."prompt_id";

select "id" from "prompt_lists" where ("prompt_lists"."id" = $1 and "prompt_lists"."user_id" = $2);

delete from "saved_prompts" where ("saved_prompts"."list_id" = $1 and "saved_prompts"."user_id" = $2 and "saved_prompts"."prompt_id" = any($3::int4[])) returning "prompt_id";
