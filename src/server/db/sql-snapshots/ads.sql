insert into "ads" ("id", "title", "content", "type", "position", "is_active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at") values (default, $1, $2, $3, $4, $5, $6, $7, default, default, $8, default, default) returning "id";

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);

select "id", "title", "content", "type", "position", "is_active", "active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at" from "ads" where "ads"."id" = $1;

select "id", "title", "content", "type", "position", "is_active", "active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at" from "ads" where "ads"."id" = $1 for update;

update "ads" set "title" = $1, "content" = $2, "type" = $3, "position" = $4, "start_date" = $5, "end_date" = $6, "updated_at" = now() where "ads"."id" = $7;

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);

select "id", "title", "content", "type", "position", "is_active", "active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at" from "ads" where "ads"."id" = $1;

select "id", "title", "content", "type", "position", "is_active", "active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at" from "ads" order by "ads"."created_at" desc, "ads"."id" desc;

select "id", "title", "content", "type", "position" from "ads" where ("ads"."position" = $1 and "ads"."is_active" and "ads"."start_date" <= $2::timestamptz and ("ads"."end_date" is null or "ads"."end_date" > $3::timestamptz)) order by "ads"."created_at" desc, "ads"."id" desc limit $4;

select "id", "title", "content", "type", "position" from (select "id", "title", "content", "type", "position", "created_at", row_number() over (partition by "position" order by "created_at" desc, "id" desc) as "rank" from "ads" where ("ads"."is_active" and "ads"."start_date" <= $1::timestamptz and ("ads"."end_date" is null or "ads"."end_date" > $2::timestamptz))) "ranked" where "rank" <= $3 order by "ranked"."created_at" desc, "ranked"."id" desc;

update "ads" set "view_count" = "ads"."view_count" + 1 where ("ads"."id" = $1 and "ads"."is_active" = $2) returning "id";

update "ads" set "click_count" = "ads"."click_count" + 1 where ("ads"."id" = $1 and "ads"."is_active" = $2) returning "id";

update "ads" set "is_active" = not "ads"."is_active", "updated_at" = now() where "ads"."id" = $1 returning "is_active";

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);

select "id", "title", "content", "type", "position", "is_active", "active", "start_date", "end_date", "click_count", "view_count", "created_by", "created_at", "updated_at" from "ads" where "ads"."id" = $1;

delete from "ads" where "ads"."id" = $1 returning "title";

insert into "audit_log" ("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") values (default, $1, $2, $3, $4, $5, default);
