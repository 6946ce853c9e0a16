import { listen, readBody, sendJson, type LocalServer } from './support.ts';

/**
 * A local stand-in for the part of Stripe's API that billing calls, answering in Stripe's wire format
 * (form-encoded requests, JSON objects with `object` and ids, `{ error }` bodies). Tests drive Stripe's side
 * of a subscription through it (paid, renewal failed, canceled) and read what billing asked for.
 */
export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string;
}

export interface StripeStandIn extends LocalServer {
  requests: { method: string; path: string; form: URLSearchParams }[];
  subscriptions: Map<string, StandInSubscription>;
  /** Each customer made, by id: whether it was deleted since. */
  customers: Map<string, { deleted: boolean }>;
  /** Answer every request with this HTTP status and an api_error, until cleared. */
  failWith: number | null;
  /** Decline what charges the card on file at once (an upgrade's prorated invoice), until cleared. */
  declineCharges: boolean;
  /** Stripe's side moves: a new period is paid, etc. */
  update(
    id: string,
    changes: Partial<Pick<StandInSubscription, 'status' | 'cancel_at_period_end'>> & { periodEnd?: number },
  ): StandInSubscription;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_standin${(++counter).toString().padStart(6, '0')}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const customers = new Map<string, { deleted: boolean }>();
  const state = { failWith: null as number | null, declineCharges: false };

  const invoiceFor = (subscription: StandInSubscription) => ({
    id: subscription.latest_invoice,
    object: 'invoice',
    status: 'open',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: {} },
    },
    confirmation_secret: { client_secret: `pi_${subscription.id}_secret_standin`, type: 'payment_intent' },
  });
  const withInvoice = (subscription: StandInSubscription, form: URLSearchParams) =>
    [...form.entries()].some(
      ([key, value]) => key.startsWith('expand[') && value === 'latest_invoice.confirmation_secret',
    )
      ? { ...subscription, latest_invoice: invoiceFor(subscription) }
      : subscription;

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : await readBody(req));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form });
    if (!String(req.headers.authorization).startsWith('Bearer sk_test_')) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (state.failWith)
      return sendJson(res, state.failWith, { error: { type: 'api_error', message: 'Stripe had a problem.' } });

    const [, version, resource, id] = url.pathname.split('/');
    if (version !== 'v1')
      return sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
    if (req.method === 'POST' && resource === 'customers' && !id) {
      const customerId = nextId('cus');
      customers.set(customerId, { deleted: false });
      return sendJson(res, 200, {
        id: customerId,
        object: 'customer',
        metadata: { userId: form.get('metadata[userId]') },
      });
    }
    const customer = resource === 'customers' && id ? customers.get(id) : undefined;
    if (customer && id) {
      // A deleted customer still reads, as `{ deleted: true }`; deleting it again is Stripe's 404.
      if (req.method === 'DELETE' && !customer.deleted) customer.deleted = true;
      else if (req.method === 'DELETE')
        return sendJson(res, 404, {
          error: { type: 'invalid_request_error', message: `No such customer: '${id}'`, code: 'resource_missing' },
        });
      return sendJson(
        res,
        200,
        customer.deleted ? { id, object: 'customer', deleted: true } : { id, object: 'customer' },
      );
    }
    if (req.method === 'POST' && resource === 'subscriptions' && !id) {
      const start = Math.floor(Date.now() / 1000);
      const subscription: StandInSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer: form.get('customer') ?? '',
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: { userId: form.get('metadata[userId]') ?? '', tier: form.get('metadata[tier]') ?? '' },
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              price: { id: form.get('items[0][price]') ?? '', object: 'price' },
              current_period_start: start,
              current_period_end: start + 30 * 86400,
            },
          ],
        },
        latest_invoice: nextId('in'),
      };
      subscriptions.set(subscription.id, subscription);
      return sendJson(res, 200, withInvoice(subscription, form));
    }
    const subscription = resource === 'subscriptions' && id ? subscriptions.get(id) : undefined;
    if (!subscription)
      return sendJson(res, 404, {
        error: { type: 'invalid_request_error', message: `No such ${resource}: '${id}'`, code: 'resource_missing' },
      });
    if (req.method === 'DELETE') {
      subscription.status = 'canceled';
      return sendJson(res, 200, subscription);
    }
    if (req.method === 'POST') {
      if (state.declineCharges && form.get('proration_behavior') === 'always_invoice') {
        const error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        };
        return sendJson(res, 402, { error });
      }
      if (form.has('cancel_at_period_end'))
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      const item = subscription.items.data.find((candidate) => candidate.id === form.get('items[0][id]'));
      const price = form.get('items[0][price]');
      if (item && price) item.price = { id: price, object: 'price' };
    }
    return sendJson(res, 200, withInvoice(subscription, form));
  });

  return {
    ...server,
    requests,
    subscriptions,
    customers,
    get failWith() {
      return state.failWith;
    },
    set failWith(status) {
      state.failWith = status;
    },
    get declineCharges() {
      return state.declineCharges;
    },
    set declineCharges(decline) {
      state.declineCharges = decline;
    },
    update(id, { periodEnd, ...changes }) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, changes);
      for (const item of subscription.items.data) if (periodEnd) item.current_period_end = periodEnd;
      return subscription;
    },
  };
}
