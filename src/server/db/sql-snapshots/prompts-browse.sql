select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from "prompts" "p"
      order by "p"."created_at" desc, "p"."id" desc limit $2) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

select count(*)::int as n from (
      select 1 from "prompts" "p"
      limit $1
    ) matches;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from "prompts" "p"
        where "p"."category" = $2
        order by "p"."created_at" asc, "p"."id" asc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key asc, "p"."id" asc;

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."category" = $1
      limit $2
    ) matches;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from "prompts" "p"
        where "p"."category" = $2 and ("p"."created_at", "p"."id") > ($3::timestamptz, $4)
        order by "p"."created_at" asc, "p"."id" asc
        limit $5) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key asc, "p"."id" asc;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "ps"."popularity" as sort_key from "prompts" "p" join "prompt_stats" "ps" on "ps"."prompt_id" = "p"."id"
        where coalesce((select "pf"."rating" from "prompt_feedback" "pf" where "pf"."prompt_id" = "p"."id"), 0) >= $2 and "p"."tags" @> ARRAY[$3]::text[]
        order by "ps"."popularity" desc, "ps"."prompt_id" desc
        limit $4) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "ps"."popularity" as sort_key from "prompts" "p" join "prompt_stats" "ps" on "ps"."prompt_id" = "p"."id"
        order by "ps"."popularity" desc, "ps"."prompt_id" desc
        limit $2) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

select count(*)::int as n from (
      select 1 from "prompts" "p"
      limit $1
    ) matches;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "pf"."rating" as sort_key from "prompts" "p" join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id"
        where "p"."user_id" = $2
        order by "pf"."rating" desc, "pf"."prompt_id" desc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;
