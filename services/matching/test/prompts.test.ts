import { describe, expect, it } from 'vitest';
import { PROMPTS } from '../src/profiles/prompts.ts';
import { newMember, type Member, matchingForFile } from './support.ts';
import { PromptIdSchema } from '@wishlist/contract/client/schemas.gen.ts';

// A profile's prompts and intention (issue 46): edited on the own profile, shown on every view of it.

const { app } = await matchingForFile();

const as = (member: Member, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const prompts = [
  { promptId: 'perfect_sunday', answer: 'Farmers market, then a long lunch.' },
  { promptId: 'get_along_if', answer: 'You laugh at your own jokes.' },
];

describe('the prompt catalogue', () => {
  it('is served to anyone, the ids the contract names and their text', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/prompts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().prompts).toEqual(PROMPTS);
    expect(PROMPTS.map((prompt) => prompt.id)).toEqual(PromptIdSchema.enum);
    expect(res.json().prompts[0]).toEqual({ id: 'perfect_sunday', text: 'A perfect Sunday' });
  });
});

describe('prompts and intention on the own profile', () => {
  it('are saved trimmed, in order, and shown on the card and the profile page', async () => {
    const [owner, viewer] = [await newMember(app), await newMember(app)];
    const sent = [{ ...prompts[0], answer: '  Farmers market, then a long lunch.  ' }, prompts[1]];
    const saved = await as(owner, 'PATCH', '/api/profile', { prompts: sent, intention: 'long_term' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ prompts, intention: 'long_term' });
    expect((await as(owner, 'GET', '/api/profile')).json().profile).toMatchObject({ prompts, intention: 'long_term' });
    const page = (await as(viewer, 'GET', `/api/profiles/${owner.userId}`)).json().profile;
    expect(page).toMatchObject({ prompts, intention: 'long_term' });
    const card = (await as(viewer, 'GET', '/api/profiles?limit=50'))
      .json()
      .profiles.find((profile: { id: string }) => profile.id === owner.userId);
    expect(card).toMatchObject({ prompts, intention: 'long_term' });
  });

  it('are replaced whole, emptied with [], and an intention is unsaid with null', async () => {
    const owner = await newMember(app, { prompts, intention: 'friends' });
    const changed = await as(owner, 'PATCH', '/api/profile', { prompts: [prompts[1]], intention: null });
    expect(changed.json().profile).toMatchObject({ prompts: [prompts[1]], intention: null });
    expect((await as(owner, 'PATCH', '/api/profile', { prompts: [] })).json().profile.prompts).toEqual([]);
  });

  it('refuses a prompt twice, a blank answer, a fourth prompt, a long answer, an unknown prompt or intention', async () => {
    const owner = await newMember(app, { prompts });
    const refusals = [
      [{ prompts: [prompts[0], { ...prompts[0], answer: 'Again' }] }, 'DUPLICATE_PROMPT'],
      [{ prompts: [{ promptId: 'green_flags', answer: '   ' }] }, 'BLANK_PROMPT_ANSWER'],
      [
        {
          prompts: [...prompts, { promptId: 'green_flags', answer: 'a' }, { promptId: 'travel_story', answer: 'b' }],
        },
        'VALIDATION',
      ],
      [{ prompts: [{ promptId: 'green_flags', answer: 'x'.repeat(151) }] }, 'VALIDATION'],
      [{ prompts: [{ promptId: 'favourite_colour', answer: 'Blue' }] }, 'VALIDATION'],
      [{ intention: 'marriage' }, 'VALIDATION'],
    ] as const;
    for (const [payload, code] of refusals) {
      const res = await as(owner, 'PATCH', '/api/profile', payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    // Nothing of a refused update was saved.
    expect((await as(owner, 'GET', '/api/profile')).json().profile.prompts).toEqual(prompts);
  });

  it('refuses a guest with 401', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/profile', payload: { prompts } });
    expect(res.statusCode).toBe(401);
  });
});
