select "id", "username", "image", "created_at", (select count(*) from "prompts" where "prompts"."user_id" = "users"."id")::int, (select coalesce(sum("prompt_feedback"."rating_count"), 0) from "prompts"
          join "prompt_feedback" on "prompt_feedback"."prompt_id" = "prompts"."id" where "prompts"."user_id" = "users"."id")::int, (select count(*) from "comments" where "comments"."user_id" = "users"."id")::int from "users" where lower("users"."username") = lower($1);

select "id" from "users" where lower("users"."username") = lower($1);

select "p"."id", "p"."title", coalesce("p"."preview", left("p"."content", $1)), coalesce("p"."content_length", char_length("p"."content")), "p"."format", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "u"."username", "u"."image", "u"."created_at", "p"."source" from (select "p"."id", "p"."created_at" as sort_key from "prompts" "p"
        where "p"."user_id" = $2
        order by "p"."created_at" desc, "p"."id" desc
        limit $3) page inner join "prompts" "p" on "p"."id" = page.id left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" order by page.sort_key desc, "p"."id" desc;

select "id" from "users" where (lower("users"."username") = lower($1) and "users"."id" <> $2) limit $3;

select lower("users"."username") as name from "users"
      where lower("users"."username") like $1;

select "tag", "count" from "tag_counts" where "tag_counts"."count" > 0 and "tag_counts"."tag" <> all($1::text[]) order by "tag_counts"."count" desc, "tag_counts"."tag" asc limit $2;

select "title", "content", "instructions", "category", "tags", "user_id", "version" from "prompts" where "prompts"."id" = $1;

select "title", "content", "instructions", "category", "tags", "user_id", "version" from "prompts" where "prompts"."id" = $1 for update;

insert into "prompt_versions" ("prompt_id", "version", "title", "content", "instructions", "category", "tags", "edited_by")
        select "prompts"."id", "prompts"."version", "prompts"."title", "prompts"."content", "prompts"."instructions", "prompts"."category", "prompts"."tags", $1
        from "prompts" where "prompts"."id" = $2;

update "prompts" set "title" = $1, "content" = $2, "instructions" = $3, "category" = $4, "tags" = $5, "updated_at" = now(), "version" = "prompts"."version" + 1, "search_vector" = strip(setweight(to_tsvector('simple', $6), 'A') || setweight(to_tsvector('simple', $7), 'B') || ($8::tsvector[])[1]), "head_vector" = setweight(to_tsvector('simple', $9), 'A') || setweight(to_tsvector('simple', $10), 'B'), "minhash" = $11, "lsh_bands" = $12, "preview" = $13, "format" = $14, "content_length" = $15 where "prompts"."id" = $16;

select "p"."id", "p"."title", "p"."content", "p"."instructions", "p"."category", "p"."tags", coalesce("pf"."rating", 0), coalesce("pf"."rating_count", 0), coalesce((select "ps"."popularity" from "prompt_stats" "ps" where "ps"."prompt_id" = "p"."id"), 0), coalesce("pf"."comment_count", 0), "p"."created_at", "p"."updated_at", "p"."user_id", "p"."version", "u"."username", "u"."image", "u"."created_at", "p"."source" from "prompts" "p" left join "users" "u" on "u"."id" = "p"."user_id" left join "prompt_feedback" "pf" on "pf"."prompt_id" = "p"."id" where "p"."id" = $1;

select "prompts"."title", "prompts"."content", "prompts"."instructions", "prompts"."category", "prompts"."tags", "prompts"."version", "prompts"."created_at", "prompts"."updated_at", "prompts"."user_id", "users"."username" from "prompts" left join "users" on "users"."id" = "prompts"."user_id" where "prompts"."id" = $1;

select "prompt_versions"."version", "prompt_versions"."title", "prompt_versions"."content", "prompt_versions"."instructions", "prompt_versions"."category", "prompt_versions"."tags", "prompt_versions"."created_at", "prompt_versions"."edited_by", "users"."username" from "prompt_versions" left join "users" on "users"."id" = "prompt_versions"."edited_by" where "prompt_versions"."prompt_id" = $1 order by "prompt_versions"."version" desc;
