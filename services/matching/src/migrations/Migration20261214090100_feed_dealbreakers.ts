import { Migration } from '@mikro-orm/migrations';
import { createFeedPageFunction, FEED_ARGUMENT_TYPES, FEED_PAGE_FUNCTION } from '../feed/repository.ts';

/**
 * The feed's page function with the dealbreakers (feed/repository.ts): intentions and show me as hard filters or as
 * ranking, and the two-way switch. A function of its own (named after its definition's hash), so the release before
 * keeps calling its own.
 */
export class Migration20261214090100_feed_dealbreakers extends Migration {
  override up() {
    this.addSql(createFeedPageFunction());
  }

  override down() {
    this.addSql(`drop function if exists ${FEED_PAGE_FUNCTION}(${FEED_ARGUMENT_TYPES})`);
  }
}
