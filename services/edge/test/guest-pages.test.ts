import { describe, expect, it } from 'vitest';
import { keptGuestPages, type ReadAnswer } from '../src/user-pages.ts';

// A guest's page, rendered from what the API tells anyone, is kept while those answers and its template stay the
// same (user-pages.ts). The API here is a table of answers the test changes, read as the edge reads through itself.
function api(answers: Record<string, string>) {
  const reads: string[] = [];
  const read = async (path: string): Promise<ReadAnswer> => {
    reads.push(path);
    return { status: 200, contentType: 'application/json', body: answers[path] ?? '{}' };
  };
  return { answers, reads, read };
}

/** A renderer that shows the plans it read, and counts its renders. */
function renderer() {
  let renders = 0;
  const render = async (template: string, get: (path: string) => Promise<Response>) => {
    renders++;
    const plans = await (await get('/api/subscription-plans')).text();
    return template.replace('<div id="root"></div>', `<div id="root">${plans}</div>`);
  };
  return { render, renders: () => renders };
}

const TEMPLATE = '<!doctype html><div id="root"></div>';

describe('guest pages kept with their answers', () => {
  it('renders once for guests who read the same answers, each visit reading them again', async () => {
    const pages = keptGuestPages();
    const { read, reads } = api({ '/api/subscription-plans': '["free $0"]' });
    const { render, renders } = renderer();
    const first = await pages('/pricing', TEMPLATE, read, (get) => render(TEMPLATE, get));
    const second = await pages('/pricing', TEMPLATE, read, (get) => render(TEMPLATE, get));
    expect(second).toBe(first);
    expect(second).toContain('["free $0"]');
    expect(renders()).toBe(1);
    expect(reads).toEqual(['/api/subscription-plans', '/api/subscription-plans']);
  });

  it('renders again when an answer changed, and when the build changed the template', async () => {
    const pages = keptGuestPages();
    const { read, answers } = api({ '/api/subscription-plans': '["premium $9.99"]' });
    const { render, renders } = renderer();
    await pages('/pricing', TEMPLATE, read, (get) => render(TEMPLATE, get));
    answers['/api/subscription-plans'] = '["premium $12.99"]';
    expect(await pages('/pricing', TEMPLATE, read, (get) => render(TEMPLATE, get))).toContain('$12.99');
    const rebuilt = `${TEMPLATE}<!-- new build -->`;
    expect(await pages('/pricing', rebuilt, read, (get) => render(rebuilt, get))).toContain('new build');
    expect(renders()).toBe(3);
  });

  it('keeps no page a render could not make, and at most `limit` paths', async () => {
    const pages = keptGuestPages(2);
    const { read } = api({});
    let renders = 0;
    const nothing = async () => {
      renders++;
      return undefined;
    };
    expect(await pages('/pricing', TEMPLATE, read, nothing)).toBeUndefined();
    expect(await pages('/pricing', TEMPLATE, read, nothing)).toBeUndefined();
    expect(renders).toBe(2);

    const { render, renders: rendered } = renderer();
    for (const path of ['/pricing', '/PRICING', '/Pricing', '/pricing']) {
      await pages(path, TEMPLATE, read, (get) => render(TEMPLATE, get));
    }
    // The third path pushed the first out: it is rendered again.
    expect(rendered()).toBe(4);
  });
});
