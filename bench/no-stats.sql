-- What PGlite looks like in production: it runs PostgreSQL in single-user mode, so autovacuum
-- never analyzes anything, and the app itself never runs ANALYZE. Forget the statistics the
-- benchmark's build collected, for `npm run bench -- --apply-sql bench/no-stats.sql`.
delete from pg_statistic where starelid in ('prompts'::regclass, 'tag_counts'::regclass, 'users'::regclass);
update pg_class set reltuples = -1, relpages = 0 where oid in ('prompts'::regclass, 'tag_counts'::regclass, 'users'::regclass);
