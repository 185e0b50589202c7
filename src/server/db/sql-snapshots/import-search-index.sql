with batch as (
    select u.*, setweight(to_tsvector('simple', head_doc), 'A') || setweight(to_tsvector('simple', labels_doc), 'B') as head
    from unnest(
      $1::text[], $2::text[], $3::text[],
      $4::text[], $5::text[], $6::text[],
      $7::tsvector[], $8::text[], $9::text[],
      $10::text[], $11::text[]
    ) with ordinality as u(title, content, category, tags, head_doc, labels_doc, body_vector, body_doc, preview, format, content_length, n)),
    inserted as (
    insert into "prompts" ("title", "content", "category", "tags", "search_vector", "head_vector", "minhash", "lsh_bands", "preview", "format", "content_length")
    select title, content, category, tags::text[], strip(head), head,
      minhashes[(n - 1) * 128 + 1 : n * 128],
      bands[(n - 1) * 32 + 1 : n * 32],
      preview, format, content_length::int
    from batch batch, (select $12::int4[] as minhashes, $13::int4[] as bands) signatures
    order by n returning "prompts"."id" as id),
    numbered as (select id, row_number() over (order by id) as n from inserted)
    insert into "search_index_queue" ("prompt_id", "body_vector", "body_doc")
    select numbered.id, batch.body_vector, batch.body_doc from numbered join batch using (n);

with taken as (
      delete from "search_index_queue" where "prompt_id" in (
        select "prompt_id" from "search_index_queue" order by "prompt_id" limit $1 for update skip locked)
      returning "prompt_id" as prompt_id, "body_vector" as body_vector, "body_doc" as body_doc
    ), applied as (
      update "prompts" set "search_vector" =
        strip("prompts"."head_vector" || coalesce(taken.body_vector, to_tsvector('simple', taken.body_doc)))
      from taken where "prompts"."id" = taken.prompt_id and "prompts"."version" = 1
      returning "prompts"."id"
    )
    select (select count(*) from taken)::int as taken;

select count(*) as pending from "search_index_queue";
