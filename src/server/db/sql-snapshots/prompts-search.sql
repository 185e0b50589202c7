select s.most_common_elems::text::text[] as words, s.most_common_elem_freqs::float8[] as shares,
        greatest(c.reltuples, 0)::float8 as prompts
      from pg_class c left join pg_stats s
        on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = $1
      where c.oid = to_regclass($2);

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from (with matches as materialized (
              select "p"."id" as id from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $2)
            ) select p.* from matches m join "prompts" "p" on "p"."id" = m.id) p
        order by "p"."created_at" desc, "p"."id" desc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

(select $1::int as token, "title_words"."word", word_similarity($2, "title_words"."word") as similarity from "title_words"
        where $3 <% "title_words"."word" and "title_words"."word" <> $4 order by similarity desc, "title_words"."word" limit $5) union all (select $6::int as token, "title_words"."word", 0.95::float8 as similarity from "title_words" where "title_words"."word" = any($7::text[])) union all (select $8::int as token, "title_words"."word", 1::float8 as similarity from "title_words" where "title_words"."word" = $9);

select (select coalesce(max("title_words"."prompts"), 0)::int from "title_words"
      where "title_words"."word" = any($1::text[]) or "title_words"."word" like $2) as "t0";

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from (with matches as materialized (
              select "p"."id" as id from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $2)
            ) select p.* from matches m join "prompts" "p" on "p"."id" = m.id) p
        order by "p"."created_at" desc, "p"."id" desc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

(select $1::int as token, "title_words"."word", word_similarity($2, "title_words"."word") as similarity from "title_words"
        where $3 <% "title_words"."word" and "title_words"."word" <> $4 order by similarity desc, "title_words"."word" limit $5) union all (select $6::int as token, "title_words"."word", 0.95::float8 as similarity from "title_words" where "title_words"."word" = any($7::text[])) union all (select $8::int as token, "title_words"."word", 1::float8 as similarity from "title_words" where "title_words"."word" = $9) union all (select $10::int as token, "title_words"."word", word_similarity($11, "title_words"."word") as similarity from "title_words"
        where $12 <% "title_words"."word" and "title_words"."word" <> $13 order by similarity desc, "title_words"."word" limit $14) union all (select $15::int as token, "title_words"."word", 0.95::float8 as similarity from "title_words" where "title_words"."word" = any($16::text[])) union all (select $17::int as token, "title_words"."word", 1::float8 as similarity from "title_words" where "title_words"."word" = $18);

select (select coalesce(max("title_words"."prompts"), 0)::int from "title_words"
      where "title_words"."word" = any($1::text[]) or "title_words"."word" like $2) as "t0", (select coalesce(max("title_words"."prompts"), 0)::int from "title_words"
      where "title_words"."word" = any($3::text[]) or "title_words"."word" like $4 or "title_words"."word" like $5) as "t1";

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

with matches as materialized (
          select "p"."id", "p"."created_at" from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $1)
        ), bounded as (
          select id, created_at from matches limit $2
        )
        select id, (select count(*) from bounded) as n from bounded order by created_at desc, id desc limit $3;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

with matches as materialized (
          select "p"."id", "p"."created_at" from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $1) and not "p"."head_vector" @@ to_tsquery('simple', $2)
        ), bounded as (
          select id, created_at from matches limit $3
        )
        select id, (select count(*) from bounded) as n from bounded order by created_at desc, id desc limit $4;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source", page."score" from (select id, score from (
            select "p"."id", (1 + round((((case when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $2) then 1
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $3) then 0.9
      when "p"."head_vector" @@ to_tsquery('simple', $4) then 0.5 else 0 end) + (case when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $5) then 1
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $6) then 0.95
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $7) then 0.9
      when "p"."head_vector" @@ to_tsquery('simple', $8) then 0.5 else 0 end)) / $9 + 0.25 * least(1, $10::float8 / greatest(1, length(ts_filter("p"."head_vector", '{a}')))))::numeric, 6))::float8 as score from "prompts" "p" where "p"."id" = any($11::int4[])
          ) ranked where true order by score desc, id desc limit $12) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.score desc, "p"."id" desc;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where ("p"."head_vector" @@ to_tsquery('simple', $1) or "p"."search_vector" @@ to_tsquery('simple', $2))
      limit $3
    ) matches;

(select $1::int as token, "title_words"."word", word_similarity($2, "title_words"."word") as similarity from "title_words"
        where $3 <% "title_words"."word" and "title_words"."word" <> $4 order by similarity desc, "title_words"."word" limit $5) union all (select $6::int as token, "title_words"."word", 0.95::float8 as similarity from "title_words" where "title_words"."word" = any($7::text[])) union all (select $8::int as token, "title_words"."word", 1::float8 as similarity from "title_words" where "title_words"."word" = $9) union all (select $10::int as token, "title_words"."word", word_similarity($11, "title_words"."word") as similarity from "title_words"
        where $12 <% "title_words"."word" and "title_words"."word" <> $13 order by similarity desc, "title_words"."word" limit $14) union all (select $15::int as token, "title_words"."word", 0.95::float8 as similarity from "title_words" where "title_words"."word" = any($16::text[])) union all (select $17::int as token, "title_words"."word", 1::float8 as similarity from "title_words" where "title_words"."word" = $18);

select (select coalesce(max("title_words"."prompts"), 0)::int from "title_words"
      where "title_words"."word" = any($1::text[]) or "title_words"."word" like $2) as "t0", (select coalesce(max("title_words"."prompts"), 0)::int from "title_words"
      where "title_words"."word" = any($3::text[]) or "title_words"."word" like $4 or "title_words"."word" like $5) as "t1";

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

select count(*)::int as n from (
      select 1 from "prompts" "p" where "p"."search_vector" @@ to_tsquery('simple', $1)
      limit $2
    ) matches;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

with matches as materialized (
          select "p"."id", "p"."created_at" from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $1)
        ), bounded as (
          select id, created_at from matches limit $2
        )
        select id, (select count(*) from bounded) as n from bounded order by created_at desc, id desc limit $3;

select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true);

with matches as materialized (
          select "p"."id", "p"."created_at" from "prompts" "p" where "p"."head_vector" @@ to_tsquery('simple', $1) and not "p"."head_vector" @@ to_tsquery('simple', $2)
        ), bounded as (
          select id, created_at from matches limit $3
        )
        select id, (select count(*) from bounded) as n from bounded order by created_at desc, id desc limit $4;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source", page."score" from (select id, score from (
            select "p"."id", (1 + round((((case when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $2) then 1
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $3) then 0.9
      when "p"."head_vector" @@ to_tsquery('simple', $4) then 0.5 else 0 end) + (case when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $5) then 1
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $6) then 0.95
      when ts_filter("p"."head_vector", '{a}') @@ to_tsquery('simple', $7) then 0.9
      when "p"."head_vector" @@ to_tsquery('simple', $8) then 0.5 else 0 end)) / $9 + 0.25 * least(1, $10::float8 / greatest(1, length(ts_filter("p"."head_vector", '{a}')))))::numeric, 6))::float8 as score from "prompts" "p" where "p"."id" = any($11::int4[])
          ) ranked where (score, id) < ($12::float8, $13) order by score desc, id desc limit $14) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.score desc, "p"."id" desc;

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from "prompts" "p"
        where lower("p"."title") like $2
        order by "p"."created_at" desc, "p"."id" desc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;
