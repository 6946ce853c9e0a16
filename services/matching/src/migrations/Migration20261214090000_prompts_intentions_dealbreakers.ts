import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46 ([AB]): a profile's answered prompts and intention, the feed's dealbreakers (which basic preferences are
 * hard filters), the intentions a person wants to see and the two-way switch; a like's comment, kept with the like
 * as what it answered was then (`comment_on`), and on the message it becomes at a match (`answers`). Only adds
 * columns with defaults, so the release before keeps running; the dealbreakers' defaults are today's rules (age range,
 * distance and show me hard, intentions only ranking).
 */
export class Migration20261214090000_prompts_intentions_dealbreakers extends Migration {
  override up() {
    this.addSql(`
      alter table "matching"."profiles"
        add column "prompts" jsonb not null default '[]',
        add column "intention" text check ("intention" in ('long_term', 'long_term_open_to_short', 'short_term', 'friends', 'not_sure')),
        add column "filter_intentions" jsonb not null default '[]',
        add column "dealbreaker_age_range" boolean not null default true,
        add column "dealbreaker_distance" boolean not null default true,
        add column "dealbreaker_show_me" boolean not null default true,
        add column "dealbreaker_intention" boolean not null default false,
        add column "filter_two_way" boolean not null default false`);
    this.addSql(`
      alter table "matching"."wishlist_entries"
        add column "comment" text,
        add column "comment_on" jsonb,
        add constraint "wishlist_entries_comment_check" check (("comment" is null) = ("comment_on" is null))`);
    this.addSql('alter table "matching"."messages" add column "answers" jsonb');
  }

  override down() {
    this.addSql('alter table "matching"."messages" drop column "answers"');
    this.addSql(
      'alter table "matching"."wishlist_entries" drop constraint "wishlist_entries_comment_check", drop column "comment", drop column "comment_on"',
    );
    this.addSql(`
      alter table "matching"."profiles" drop column "prompts", drop column "intention", drop column "filter_intentions",
        drop column "dealbreaker_age_range", drop column "dealbreaker_distance", drop column "dealbreaker_show_me",
        drop column "dealbreaker_intention", drop column "filter_two_way"`);
  }
}
