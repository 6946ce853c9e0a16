import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createQueryClient, readAgainOnReconnect } from './query-client.ts';

/** The reads each query made, and whether the network answers them. */
let asked: string[];
let networkUp: boolean;
beforeEach(() => {
  asked = [];
  networkUp = true;
});
afterEach(() => onlineManager.setOnline(true));

/** A read of `key` over the network: its answer counts the reads, and without the network it fails as fetch does. */
const read = (key: string) => () => {
  asked.push(key);
  const answer = `${key}, read ${asked.filter((one) => one === key).length} times`;
  return networkUp ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
};

/** The network goes, and comes back. */
function reconnect() {
  onlineManager.setOnline(false);
  networkUp = true;
  onlineManager.setOnline(true);
}

it('reads again, once the network is back, what failed and what was still awaited when it went', async () => {
  const client = createQueryClient();
  const stop = readAgainOnReconnect(client);
  await client.fetchQuery({ queryKey: ['answered'], queryFn: read('answered') });
  await client.fetchQuery({ queryKey: ['kept'], queryFn: read('kept') });
  networkUp = false;
  // Failed with an earlier answer kept, and failed with none; neither is on a screen.
  await client.fetchQuery({ queryKey: ['kept'], queryFn: read('kept'), staleTime: 0 }).catch(() => undefined);
  await client.fetchQuery({ queryKey: ['none'], queryFn: read('none') }).catch(() => undefined);
  // Asked by a screen as the network went: its answer never comes.
  let awaited = 0;
  const neverAnsweredFirst = () => (++awaited === 1 ? new Promise<string>(() => undefined) : read('awaited')());
  const screen = new QueryObserver(client, { queryKey: ['awaited'], queryFn: neverAnsweredFirst });
  const leave = screen.subscribe(() => undefined);

  reconnect();

  await expect.poll(() => client.getQueryData(['kept'])).toBe('kept, read 3 times');
  await expect.poll(() => client.getQueryData(['none'])).toBe('none, read 2 times');
  await expect.poll(() => client.getQueryData(['awaited'])).toBe('awaited, read 1 times');
  expect(client.getQueryData(['answered'])).toBe('answered, read 1 times');
  leave();
  stop();
});

it('reads nothing again once stopped', async () => {
  const client = createQueryClient();
  readAgainOnReconnect(client)();
  networkUp = false;
  await client.fetchQuery({ queryKey: ['none'], queryFn: read('none') }).catch(() => undefined);

  reconnect();

  expect(client.getQueryState(['none'])?.fetchStatus).toBe('idle');
  expect(asked).toEqual(['none']);
});
