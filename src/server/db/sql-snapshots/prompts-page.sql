select "p"."id", "p"."title", "p"."content", "p"."instructions", "p"."category", "p"."tags", "p"."rating", "p"."rating_count", coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), "p"."comment_count", "p"."created_at", "p"."updated_at", "p"."user_id", "p"."version", "u"."username", "u"."image", "u"."created_at", "p"."source" from "prompts" "p" left join "users" "u" on "u"."id" = "p"."user_id" where "p"."id" = $1;

update "prompt_stats" set "popularity" = "prompt_stats"."popularity" + 1 where "prompt_stats"."prompt_id" = $1 returning "prompt_id";

select "p"."id", "p"."category", "p"."tags", tsvector_to_array(ts_filter("p"."head_vector", '{a}')) as words from "prompts" "p" where "p"."id" = $1;

select "word", "prompts" from "title_words" where "title_words"."word" = any($1::text[]) and "title_words"."prompts" >= 2 order by "title_words"."prompts", "title_words"."word" limit $2;

select "tag" from "tag_counts" where "tag_counts"."tag" = any($1::text[]) and "tag_counts"."count" >= 2 order by "tag_counts"."count", "tag_counts"."tag" limit $2;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", "p"."rating", "p"."rating_count", coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), "p"."comment_count", "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (with candidates as materialized (
          select "p"."id", "p"."category", "p"."tags", tsvector_to_array(ts_filter("p"."head_vector", '{a}')) as words
          from (select distinct id from ((select "p"."id" from "prompts" "p"
          where tsvector_to_array(ts_filter("p"."head_vector", '{a}')) @> array[$2::text] and "p"."id" <> $3 limit $4) union all (select "p"."id" from "prompts" "p"
          where "p"."tags" @> array[$5::text] and "p"."id" <> $6 limit $7)) b) ids join "prompts" "p" on "p"."id" = ids.id
        )
        select c.id, (case when $8::text = any(c.words) then ln(1e6 / $9::float8) else 0 end)
          + 2 * cardinality(array(select unnest(c.tags) intersect select unnest($10::text[])))
          + case when c.category = $11 then 1 else 0 end as score
        from candidates c
        order by score desc, c.id desc limit $12) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" order by page.score desc, "p"."id" desc;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", "p"."rating", "p"."rating_count", coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), "p"."comment_count", "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id" from "prompts" "p"
          where "p"."category" = $2 and "p"."id" <> all($3::int[])
          order by "p"."created_at" desc, "p"."id" desc limit $4) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" order by "p"."created_at" desc, "p"."id" desc;

select "id", "title", "minhash" from "prompts" where "prompts"."lsh_bands" && $1::int4[] order by (select count(*) from unnest("prompts"."lsh_bands") b where b = any($2::int4[])) desc, "prompts"."id" limit $3;
