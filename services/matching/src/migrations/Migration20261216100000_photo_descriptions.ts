import { Migration } from '@mikro-orm/migrations';
import { createFeedPageFunction, FEED_ARGUMENT_TYPES, FEED_PAGE_FUNCTION } from '../feed/repository.ts';

/**
 * What each photo shows, in its owner's words (issue 45): by the photo's URL, the photo's text for everyone else's
 * screen reader. A photo without one has no key; a deleted photo's goes with it. The feed's page returns them, so it
 * ships a function of its own (feed/repository.ts, `FEED_PAGE_FUNCTION`); the previous release's stays.
 */
export class Migration20261216100000_photo_descriptions extends Migration {
  override up() {
    this.addSql(`alter table "matching"."profiles" add column "photo_descriptions" jsonb not null default '{}'`);
    this.addSql(createFeedPageFunction());
  }

  override down() {
    this.addSql(`drop function if exists ${FEED_PAGE_FUNCTION}(${FEED_ARGUMENT_TYPES})`);
    this.addSql('alter table "matching"."profiles" drop column "photo_descriptions"');
  }
}
