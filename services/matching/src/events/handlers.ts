import { sessionUser, type Handlers } from '@wishlist/service-kit';
import type { EventHub } from './hub.ts';

/** GET /api/events: the signed-in user's Server-Sent Events, written by this instance's hub (hub.ts). */
export function eventHandlers(hub: EventHub) {
  return {
    async streamEvents(request, reply) {
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : undefined;
      const { pageAgeMs } = request.query;
      await hub.open(
        { userId: sessionUser(request), sessionId: request.session.sessionId, lastEventId, pageAgeMs },
        reply,
      );
      return reply;
    },
  } satisfies Handlers;
}
