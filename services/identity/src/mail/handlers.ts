import { ApiError, type Handlers } from '@wishlist/service-kit';
import type { DemoMailbox } from '../core/demo-mailbox-repository.ts';

/** The mailbox page's operation: in demo mode the recent mails, otherwise nothing is there (404). */
export function demoMailboxHandlers(mailbox: DemoMailbox | null) {
  return {
    async getDemoMailbox(request) {
      if (!mailbox) throw new ApiError('NO_DEMO_MAILBOX');
      return { mails: await mailbox.recent(request.query.to) };
    },
  } satisfies Handlers;
}
