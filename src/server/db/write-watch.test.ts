import { describe, expect, it } from 'vitest';
import { shownWriteOf } from './write-watch';

describe('shownWriteOf', () => {
  it('counts writes to the tables the cached reads show', () => {
    for (const statement of [
      'insert into "prompts" ("title") values ($1)',
      'update "prompts" set "title" = $1 where "prompts"."id" = $2',
      '  delete from "prompts" where "prompts"."id" = $1',
      'update "users" set "username" = $1',
      'insert into "ratings" ("prompt_id") values ($1) on conflict do update set "value" = $2',
      'with moved as (update "prompts" set "rating" = 1 returning id) select * from moved',
      'truncate table prompts',
      'create index x on prompts (id)',
    ]) {
      expect(shownWriteOf(statement), statement).not.toBe('none');
    }
  });

  it('leaves out reads and writes of tables no cached read shows', () => {
    for (const statement of [
      'select "id" from "prompts" where "prompts"."updated_at" > $1',
      '(select 1 as token from "title_words") union all (select 2 from "title_words")',
      '/* page */ select 1',
      'with matches as materialized (select id from prompts) select * from matches',
      'select "title" from "prompts" where "prompts"."id" = $1 for update',
      'update "prompt_stats" set "popularity" = "prompt_stats"."popularity" + 1',
      'insert into "rate_limits" ("id") values ($1) on conflict ("key") do update set "count" = 1',
      'update "sessions" set "expires_at" = $1',
      'update "api_keys" set "last_used_at" = $1 where "api_keys"."id" = $2',
      'begin',
      'commit',
      'analyze',
      'set pg_trgm.word_similarity_threshold = 0.5',
    ]) {
      expect(shownWriteOf(statement), statement).toBe('none');
    }
  });

  it('tells a removal (a delete, or anything it cannot read) from a change', () => {
    for (const statement of [
      '  delete from "prompts" where "prompts"."id" = $1',
      'delete from "comments" where "comments"."id" = $1',
      'delete from "users" where "users"."id" = $1',
      'with gone as (delete from "prompts" where id = 1 returning id) select * from gone',
      'truncate table prompts',
      'truncate sessions, prompts',
      'create index x on prompts (id)',
      'call refresh_counts()',
      // A script: each of its statements counts.
      'select 1; delete from "prompts" where id = 1',
      // A username or avatar is taken from view with the update; an audited (moderation or
      // administration) action may take anything: its transaction writes the audit log.
      'update "users" set "username" = $1 where "users"."id" = $2',
      'insert into "audit_log" ("actor_id", "action") values ($1, $2)',
    ]) {
      expect(shownWriteOf(statement), statement).toBe('removal');
    }
    for (const statement of [
      'insert into "prompts" ("title") values ($1)',
      'update "prompts" set "title" = $1 where "prompts"."id" = $2',
      'insert into "ratings" ("prompt_id") values ($1) on conflict do update set "value" = $2',
      'insert into "comments" ("content") values ($1)',
      'insert into "users" ("id", "name") values ($1, $2)',
      'begin; update "prompts" set "comment_count" = 1 where id = 2; commit',
    ]) {
      expect(shownWriteOf(statement), statement).toBe('change');
    }
    expect(shownWriteOf('delete from "sessions" where "sessions"."token" = $1')).toBe('none');
    expect(shownWriteOf('begin; select 1; commit')).toBe('none');
  });
});
