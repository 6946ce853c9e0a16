import { sessionUser, type Handlers } from '@wishlist/service-kit';
import type { EventHub } from './hub.ts';

/** GET /api/events: the signed-in user's Server-Sent Events, written by this instance's hub (hub.ts). */
export function eventHandlers(hub: EventHub) {
  return {
    async streamEvents(request, reply) {
      const lastEventId = request.headers['last-event-id'];
      const userId = sessionUser(request);
      const stream = { userId, sessionId: request.session.sessionId, lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined };
      await hub.open(stream, reply);
      return reply;
    },
  } satisfies Handlers;
}
