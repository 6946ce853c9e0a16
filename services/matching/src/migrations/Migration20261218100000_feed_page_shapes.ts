import { Migration } from '@mikro-orm/migrations';
import { createFeedPageFunction, FEED_ARGUMENT_TYPES, FEED_PAGE_FUNCTION } from '../feed/repository.ts';

/**
 * The feed's page function with a statement for each shape of page (feed/repository.ts, `PageShape`): a first page
 * no longer sets up the rest of a window nor a later one the first groups, and a page without the intentions or the
 * two-way switch reads a walked row only up to its first columns. A function of its own (named after its
 * definition's hash), so the release before keeps calling its own.
 */
export class Migration20261218100000_feed_page_shapes extends Migration {
  override up() {
    this.addSql(createFeedPageFunction());
  }

  override down() {
    this.addSql(`drop function if exists ${FEED_PAGE_FUNCTION}(${FEED_ARGUMENT_TYPES})`);
  }
}
