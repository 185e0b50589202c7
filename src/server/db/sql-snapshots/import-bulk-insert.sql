insert into "prompts" ("title", "content", "category", "tags", "search_vector", "head_vector", "minhash", "lsh_bands", "preview", "format", "content_length")
    select title, content, category, tags::text[], strip(head || coalesce(body_vector, to_tsvector('simple', body_doc))), head,
      minhashes[(n - 1) * 128 + 1 : n * 128],
      bands[(n - 1) * 32 + 1 : n * 32],
      preview, format, content_length::int
    from (
    select u.*, setweight(to_tsvector('simple', head_doc), 'A') || setweight(to_tsvector('simple', labels_doc), 'B') as head
    from unnest(
      $1::text[], $2::text[], $3::text[],
      $4::text[], $5::text[], $6::text[],
      $7::tsvector[], $8::text[], $9::text[],
      $10::text[], $11::text[]
    ) with ordinality as u(title, content, category, tags, head_doc, labels_doc, body_vector, body_doc, preview, format, content_length, n)) batch, (select $12::int4[] as minhashes, $13::int4[] as bands) signatures
    order by n;
