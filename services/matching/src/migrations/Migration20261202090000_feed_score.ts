import { Migration } from '@mikro-orm/migrations';

/**
 * What the feed's two-sided score reads (feed/score.ts), kept exact in the transaction of every like and pass by
 * triggers, whichever code path writes or deletes the row (a like, an undo, a block, an unmatch, a deletion's cascade):
 * - `segment_of`: a person's segment, gender × five-year birth cohort (a cohort, unlike an age band, stays put);
 * - each like and pass keeps the segments of both people as they were when it was made, so that taking it away
 *   takes it from the same counts;
 * - `decision_counts`: each person's likes and passes given and received;
 * - `segment_counts`: the same per segment of the other person (given to, received from).
 * - `profiles.active_on`: the last day the person opened the feed.
 */
export class Migration20261202090000_feed_score extends Migration {
  override up() {
    this.addSql(`
      create function matching.segment_of(gender text, birth_date date) returns smallint
        language sql immutable parallel safe
        return ((case gender when 'woman' then 1 when 'man' then 2 when 'non-binary' then 3 else 0 end) * 16
          + least(15, greatest(0, (extract(year from birth_date)::int - 1940) / 5)))::smallint`);
    this.addSql(`alter table "matching"."profiles" add column "active_on" date not null default current_date`);
    for (const table of ['wishlist_entries', 'passes']) {
      this.addSql(`
        alter table "matching"."${table}"
          add column "decider_segment" smallint not null default 0,
          add column "target_segment" smallint not null default 0`);
      this.addSql(`
        update "matching"."${table}" d set
          decider_segment = coalesce((select matching.segment_of(p.gender, p.birth_date) from matching.profiles p where p.id = d.user_id), 0),
          target_segment = coalesce((select matching.segment_of(p.gender, p.birth_date) from matching.profiles p where p.id = d.profile_id), 0)`);
    }
    this.addSql(`
      create table "matching"."decision_counts" (
        "profile_id" uuid primary key,
        "likes_given" integer not null default 0,
        "passes_given" integer not null default 0,
        "likes_received" integer not null default 0,
        "passes_received" integer not null default 0
      )`);
    this.addSql(`
      create table "matching"."segment_counts" (
        "profile_id" uuid not null,
        "segment" smallint not null,
        "likes_given" integer not null default 0,
        "passes_given" integer not null default 0,
        "likes_received" integer not null default 0,
        "passes_received" integer not null default 0,
        primary key ("profile_id", "segment")
      )`);
    // Each row's segments as it is written.
    this.addSql(`
      create function matching.decision_segments() returns trigger language plpgsql as $$
      begin
        new.decider_segment := coalesce((select matching.segment_of(p.gender, p.birth_date) from matching.profiles p where p.id = new.user_id), 0);
        new.target_segment := coalesce((select matching.segment_of(p.gender, p.birth_date) from matching.profiles p where p.id = new.profile_id), 0);
        return new;
      end $$`);
    // The rows a statement wrote (+1) or deleted (-1), added to the counts; TG_ARGV: 'like' or 'pass', and the sign.
    // One upsert per table per statement, in key order: two people deciding about each other at once, or a batch of
    // rows, cannot deadlock on the counts.
    this.addSql(`
      create function matching.count_decisions() returns trigger language plpgsql as $$
      declare
        likes integer := case when tg_argv[0] = 'like' then tg_argv[1]::integer else 0 end;
        passes integer := case when tg_argv[0] = 'pass' then tg_argv[1]::integer else 0 end;
      begin
        insert into matching.decision_counts as c (profile_id, likes_given, passes_given, likes_received, passes_received)
        select id, sum(lg), sum(pg), sum(lr), sum(pr) from (
          select user_id, likes, passes, 0, 0 from changed
          union all select profile_id, 0, 0, likes, passes from changed) x(id, lg, pg, lr, pr)
        group by id order by id
        on conflict (profile_id) do update set
          likes_given = c.likes_given + excluded.likes_given, passes_given = c.passes_given + excluded.passes_given,
          likes_received = c.likes_received + excluded.likes_received,
          passes_received = c.passes_received + excluded.passes_received;
        insert into matching.segment_counts as c
          (profile_id, segment, likes_given, passes_given, likes_received, passes_received)
        select id, segment, sum(lg), sum(pg), sum(lr), sum(pr) from (
          select user_id, target_segment, likes, passes, 0, 0 from changed
          union all select profile_id, decider_segment, 0, 0, likes, passes from changed) x(id, segment, lg, pg, lr, pr)
        group by id, segment order by id, segment
        on conflict (profile_id, segment) do update set
          likes_given = c.likes_given + excluded.likes_given, passes_given = c.passes_given + excluded.passes_given,
          likes_received = c.likes_received + excluded.likes_received,
          passes_received = c.passes_received + excluded.passes_received;
        return null;
      end $$`);
    for (const [table, kind] of [
      ['wishlist_entries', 'like'],
      ['passes', 'pass'],
    ] as const) {
      this.addSql(`
        create trigger "${table}_segments" before insert on "matching"."${table}"
          for each row execute function matching.decision_segments()`);
      this.addSql(`
        create trigger "${table}_counted" after insert on "matching"."${table}" referencing new table as changed
          for each statement execute function matching.count_decisions('${kind}', '1')`);
      this.addSql(`
        create trigger "${table}_uncounted" after delete on "matching"."${table}" referencing old table as changed
          for each statement execute function matching.count_decisions('${kind}', '-1')`);
    }
    // The decisions made before.
    this.addSql(`
      insert into matching.decision_counts (profile_id, likes_given, passes_given, likes_received, passes_received)
      select id, sum(lg), sum(pg), sum(lr), sum(pr) from (
        select user_id id, 1 lg, 0 pg, 0 lr, 0 pr from matching.wishlist_entries
        union all select profile_id, 0, 0, 1, 0 from matching.wishlist_entries
        union all select user_id, 0, 1, 0, 0 from matching.passes
        union all select profile_id, 0, 0, 0, 1 from matching.passes) d group by id`);
    this.addSql(`
      insert into matching.segment_counts (profile_id, segment, likes_given, passes_given, likes_received, passes_received)
      select id, s, sum(lg), sum(pg), sum(lr), sum(pr) from (
        select user_id id, target_segment s, 1 lg, 0 pg, 0 lr, 0 pr from matching.wishlist_entries
        union all select profile_id, decider_segment, 0, 0, 1, 0 from matching.wishlist_entries
        union all select user_id, target_segment, 0, 1, 0, 0 from matching.passes
        union all select profile_id, decider_segment, 0, 0, 0, 1 from matching.passes) d group by id, s`);
  }

  override down() {
    for (const table of ['wishlist_entries', 'passes']) {
      this.addSql(`drop trigger "${table}_uncounted" on "matching"."${table}"`);
      this.addSql(`drop trigger "${table}_counted" on "matching"."${table}"`);
      this.addSql(`drop trigger "${table}_segments" on "matching"."${table}"`);
      this.addSql(`alter table "matching"."${table}" drop column "decider_segment", drop column "target_segment"`);
    }
    this.addSql('drop function matching.count_decisions()');
    this.addSql('drop function matching.decision_segments()');
    this.addSql('drop table "matching"."segment_counts"');
    this.addSql('drop table "matching"."decision_counts"');
    this.addSql(`alter table "matching"."profiles" drop column "active_on"`);
    this.addSql('drop function matching.segment_of(text, date)');
  }
}
