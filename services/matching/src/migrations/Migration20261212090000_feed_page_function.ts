import { Migration } from '@mikro-orm/migrations';
import { createFeedPageFunction, FEED_ARGUMENT_TYPES, FEED_PAGE_FUNCTION } from '../feed/repository.ts';

/**
 * The feed's page as a server-side function (feed/repository.ts, `FEED_PAGE_FUNCTION`), whose plans PostgreSQL keeps
 * per server connection, also through a transaction-mode pooler (a named prepared statement is lost there). It only
 * adds: the function is named after a hash of its definition, so a later change to the feed ships a function of its
 * own in a migration like this one, and the previous release's function stays until a later release drops it.
 */
export class Migration20261212090000_feed_page_function extends Migration {
  override up() {
    this.addSql(createFeedPageFunction());
  }

  override down() {
    this.addSql(`drop function if exists ${FEED_PAGE_FUNCTION}(${FEED_ARGUMENT_TYPES})`);
  }
}
