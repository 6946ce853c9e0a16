import { setTimeout as delay } from 'node:timers/promises';
import { partnerOf, type ScalePerson } from './scale-people.ts';
import { heldStream, type ScaleRun } from './scale-traffic.ts';

// `npm run bench:scale`'s fault: steady reads, likes and messages through the edge while one matching instance is
// killed (`kill -9`; the stack starts it again), and what that cost.

const ms = (value: number) => `${Math.round(value)} ms`;

/** The status a request was answered with ('error' when it was not), and a 5xx's Error code. */
interface Answer {
  status: number | 'error';
  code?: string;
}

interface KillSample extends Answer {
  at: number;
  kind: 'read' | 'like' | 'message';
}

/** The answer to a request, its body read whole. */
const answerOf = (answer: Promise<Response>): Promise<Answer> =>
  answer.then(
    async (res) => {
      if (res.status < 500) return (await res.arrayBuffer(), { status: res.status });
      const { code } = (await res.json().catch(() => ({}))) as { code?: string };
      return { status: res.status, code };
    },
    () => ({ status: 'error' }),
  );

/** Runs `act` every `everyMs` until `until()` says stop. */
async function repeat(until: () => boolean, everyMs: number, act: () => Promise<unknown>) {
  while (!until()) {
    await act();
    await delay(everyMs);
  }
}

/** Steady people through the edge: viewers read the feed and like; pairs write to each other, streams held. */
function steadyTraffic(run: ScaleRun) {
  const samples: KillSample[] = [];
  const acknowledgedLikes: { userId: string; cookie: string; profileId: string }[] = [];
  const sentMessages = new Set<string>();
  const arrived = new Set<string>();
  let running = true;
  const stopped = () => !running;
  const url = run.stack.url;
  const record = (kind: KillSample['kind'], answer: Answer) => {
    samples.push({ at: performance.now(), kind, ...answer });
    return answer.status;
  };
  const read = (viewer: ScalePerson) =>
    answerOf(fetch(`${url}/api/profiles`, { headers: { cookie: viewer.cookie } })).then((a) => record('read', a));
  const like = async () => {
    const { viewer, profileId } = run.nextLike();
    const headers = { cookie: viewer.cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ userId: viewer.userId, profileId });
    const status = record('like', await answerOf(fetch(`${url}/api/wishlist`, { method: 'POST', headers, body })));
    if (status === 201) acknowledgedLikes.push({ ...viewer, profileId });
  };
  const talkers = run.people.talkers.slice(0, 20);
  const write = async (k: number) => {
    const clientId = crypto.randomUUID();
    const from = talkers[2 * k] as ScalePerson;
    const sent = fetch(`${url}/api/conversations/${partnerOf(talkers, 2 * k).userId}/messages`, {
      method: 'POST',
      headers: { cookie: from.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Scale hello', clientId }),
    });
    if (record('message', await answerOf(sent)) === 201) sentMessages.add(clientId);
  };
  const viewers = run.people.viewers.slice(0, 20);
  const loops = [
    ...viewers.map((viewer) => repeat(stopped, 100, () => read(viewer))),
    ...viewers.map(() => repeat(stopped, 400, like)),
    ...Array.from({ length: talkers.length / 2 }, (_, k) => repeat(stopped, 300, () => write(k))),
  ];
  const streams = talkers
    .filter((_, i) => i % 2 === 1)
    .map((person) => heldStream(`${url}/api/events`, person, (clientId) => arrived.add(clientId)));
  return {
    samples,
    acknowledgedLikes,
    sentMessages,
    arrived,
    streams,
    async stop() {
      running = false;
      await Promise.all(loops);
      await delay(2_000); // the last messages' arrival, replays included
      for (const stream of streams) await stream.close();
    },
  };
}

/** The acknowledged likes no longer in their wishlist. */
async function lostLikes(url: string, acknowledged: { userId: string; cookie: string; profileId: string }[]) {
  let lost = 0;
  for (const userId of new Set(acknowledged.map((like) => like.userId))) {
    const mine = acknowledged.filter((like) => like.userId === userId);
    const res = await fetch(`${url}/api/wishlist/${userId}`, { headers: { cookie: mine[0]?.cookie ?? '' } });
    const body = (await res.json()) as { wishlist: { profile: { id: string } }[] };
    const ids = new Set(body.wishlist.map((entry) => entry.profile.id));
    lost += mine.filter((like) => !ids.has(like.profileId)).length;
  }
  return lost;
}

/** `kill -9` of one matching instance under reads, likes and messages through the edge. */
export async function killOneInstance(
  run: ScaleRun,
  { beforeMs, afterMs }: { beforeMs: number; afterMs: number },
  print: (line: string) => void,
) {
  const traffic = steadyTraffic(run);
  await delay(beforeMs);
  const victim = run.stack.instances.matching[0];
  if (!victim) throw new Error('no matching instance');
  const killedAt = performance.now();
  const backAgain = victim.kill();
  await delay(afterMs);
  await traffic.stop();
  const after = traffic.samples.filter((s) => s.at >= killedAt);
  const unavailable = after.filter((s) => s.status === 503);
  const byKind = (['read', 'like', 'message'] as const)
    .map((kind) => `${unavailable.filter((s) => s.kind === kind).length} ${kind}s`)
    .join(', ');
  const window = unavailable.length ? Math.max(...unavailable.map((s) => s.at)) - killedAt : 0;
  const otherFailures = traffic.samples.filter(
    (s) => s.status === 'error' || (typeof s.status === 'number' && s.status >= 500 && s.status !== 503),
  ).length;
  const lost = await lostLikes(run.stack.url, traffic.acknowledgedLikes);
  const missed = [...traffic.sentMessages].filter((clientId) => !traffic.arrived.has(clientId)).length;
  const reconnected = traffic.streams.reduce((sum, stream) => sum + stream.reconnects, 0);
  const when = unavailable.map((s) => `${Math.round(s.at - killedAt)} ${s.code ?? ''}`.trim()).join(', ');
  print(
    `kill -9 of matching #1 under reads, likes and messages: ${unavailable.length} × 503 (${byKind}; at ${when} ms) within ${ms(window)} of the kill, ` +
      `${otherFailures} other 5xx or errors; likes acknowledged ${traffic.acknowledgedLikes.length}, lost ${lost}; ` +
      `streams reconnected ${reconnected}, messages missed after the Last-Event-ID replay ${missed} of ${traffic.sentMessages.size}`,
  );
  await backAgain;
  return { window, otherFailures, lost, missed };
}
