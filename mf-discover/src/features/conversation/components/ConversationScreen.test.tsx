// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entitlements, Message, SendMessageRequest } from '@wishlist/contract/client/types.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { chat, entitlements, jordan, message, messagesPage, plans } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { ConversationScreen } from './ConversationScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = `/api/conversations/${jordan.id}`;
const renderConversation = () => renderScreen(`/matches/${jordan.id}`, <ConversationScreen profileId={jordan.id} />);

function api({
  messages = chat,
  open = true,
  plan = entitlements.premium,
  send,
}: {
  messages?: Message[];
  open?: boolean;
  plan?: Entitlements;
  send?: (body: SendMessageRequest) => Response | Promise<Response>;
} = {}) {
  const sent: SendMessageRequest[] = [];
  const read: unknown[] = [];
  const fake = fakeApi({
    [`GET ${path}/messages`]: () => json(messagesPage(jordan, messages, open)),
    'GET /api/entitlements': () => json(plan),
    'GET /api/subscription-plans': () => json(plans),
    'GET /api/conversations': () => json({ conversations: [], nextCursor: null, unreadTotal: 0, newMatchTotal: 0 }),
    [`POST ${path}/read`]: async (request) => {
      read.push(await request.json());
      return new Response(null, { status: 204 });
    },
    [`POST ${path}/messages`]: async (request) => {
      const body = (await request.json()) as SendMessageRequest;
      sent.push(body);
      if (send) return send(body);
      return json(
        {
          id: crypto.randomUUID(),
          clientId: body.clientId,
          mine: true,
          text: body.text,
          sentAt: new Date().toISOString(),
        },
        201,
      );
    },
  });
  return { ...fake, sent, read };
}

describe('a conversation', () => {
  it('shows the messages as bubbles under their days, names the person with a link to their profile, and marks what they wrote read', async () => {
    const { read } = api();
    renderConversation();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Yesterday')).toBeTruthy();
    expect(within(list).getByText('Today')).toBeTruthy();
    expect(within(list).getByText(/Ovenly, no contest/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jordan Reyes View profile' }).getAttribute('href')).toBe(
      `/profile/${jordan.id}`,
    );
    await waitFor(() => expect(read).toEqual([{ messageId: chat.at(-1)?.id }]));
  });

  it('shows a message at once while it is sent; a failed send says so and Retry sends it again with the same clientId', async () => {
    let fail = true;
    const { sent } = api({
      send: (body) =>
        fail
          ? json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500)
          : json(
              {
                id: crypto.randomUUID(),
                clientId: body.clientId,
                mine: true,
                text: body.text,
                sentAt: new Date().toISOString(),
              },
              201,
            ),
    });
    renderConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'See you at Ovenly!{Enter}');
    expect(await screen.findByText('Not sent —')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent —')).toBeNull());
    expect(screen.getByText('See you at Ovenly!')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.text).toBe('See you at Ovenly!');
  });

  it('tells a free user what is left today and, at the limit, why there is no composer and where to upgrade', async () => {
    const free = (used: number) => ({ ...entitlements.free, used: { ...entitlements.free.used, messagesToday: used } });
    api({ plan: free(18) });
    const first = renderConversation();
    expect(await screen.findByText('2 messages left today')).toBeTruthy();
    first.unmount();

    api({ plan: free(20) });
    renderConversation();
    const prompt = await screen.findByRole('group', { name: "You've sent today's 20 messages" });
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('turns the composer into the limit prompt when the server refuses a send for the limit', async () => {
    api({
      plan: entitlements.free,
      send: () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: "You've sent today's 20 messages.",
            code: 'MESSAGE_LIMIT_REACHED',
          },
          429,
        ),
    });
    renderConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'One more{Enter}');
    expect(await screen.findByRole('group', { name: "You've sent today's 20 messages" })).toBeTruthy();
  });

  it('says a closed conversation has ended and offers no composer', async () => {
    api({ open: false });
    renderConversation();
    expect(await screen.findByText('This conversation has ended')).toBeTruthy();
    expect(screen.getByText(/Ovenly, no contest/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows "Seen" with the time under my last message read, only when the server tells the read time', async () => {
    const readAt = new Date(2026, 10, 24, 21, 4).toISOString();
    api({
      messages: [
        message(true, 'Coffee at 11?', 30, readAt),
        message(true, 'Or later?', 20, readAt),
        message(true, 'Let me know', 5, null),
      ],
    });
    renderConversation();
    expect(await screen.findByText('Seen 21:04')).toBeTruthy();
    expect(screen.getAllByText(/^Seen/)).toHaveLength(1);
  });

  it('invites the first message when nobody has written yet', async () => {
    api({ messages: [] });
    renderConversation();
    expect(await screen.findByText('Say hello to Jordan')).toBeTruthy();
  });
});
