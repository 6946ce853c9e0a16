import { describe, expect, it } from 'vitest';
import { answers, commentOn, personOf, softPreferenceFits, writesFirst, type Person } from './simulated-people.ts';

const SEED = 28;
const people = Array.from({ length: 4000 }, (_, index) => personOf(SEED, index, 0));
const share = (count: number) => count / people.length;

/** A person whose every saved preference only ranks: ages 30–40 saved, 25 km, women, long-term intentions saved. */
const softViewer = (): Person => ({
  ...personOf(SEED, 0, 0),
  showMe: 'women',
  likesAges: [30, 40],
  savesAges: true,
  maxDistanceKm: 25,
  wantsIntentions: ['long_term', 'long_term_open_to_short'],
  savesIntentions: true,
  dealbreakers: { ageRange: false, distance: false, showMe: false, intention: false },
});
const fitting = { age: 35, distanceKm: 10, gender: 'woman' as const, intention: 'long_term' as const };

describe('the simulated people of issue 46', () => {
  it('are another population under a neighbouring seed', () => {
    const cards = (seed: number) => people.reduce((sum, person) => sum + personOf(seed, person.index, 0).cards, 0);
    expect(cards(SEED + 1)).not.toBe(cards(SEED));
  });

  it('say an intention, answer up to 3 distinct prompts and comment on some likes, in the documented shares', () => {
    expect(share(people.filter((person) => person.intention === null).length)).toBeCloseTo(0.15, 1);
    for (const person of people) {
      expect(person.prompts.length).toBeLessThanOrEqual(3);
      expect(new Set(person.prompts.map((prompt) => prompt.promptId)).size).toBe(person.prompts.length);
      for (const { answer } of person.prompts) expect(answer.length).toBeLessThanOrEqual(150);
    }
    expect(share(people.filter((person) => person.prompts.length === 0).length)).toBeCloseTo(0.25, 1);
    expect(share(people.filter((person) => person.commentRate === 0).length)).toBeCloseTo(0.45, 1);
    expect(share(people.filter((person) => person.dealbreakers.distance).length)).toBeCloseTo(0.7, 1);
  });

  it("comment only on one of the liked person's prompts, on about their comment rate of likes", () => {
    const commenter = people.find((person) => person.commentRate > 0.6);
    if (!commenter) throw new Error('no keen commenter in the population');
    const answered = people.filter((person) => person.prompts.length > 0);
    const comments = answered.map((shown) => ({ shown, prompt: commentOn(SEED, commenter, shown) }));
    for (const { shown, prompt } of comments) if (prompt) expect(shown.prompts).toContainEqual(prompt);
    const rate = comments.filter(({ prompt }) => prompt).length / answered.length;
    expect(rate).toBeCloseTo(commenter.commentRate, 1);
    const silent = people.filter((person) => person.prompts.length === 0);
    expect(silent.every((shown) => commentOn(SEED, commenter, shown) === null)).toBe(true);
  });

  it('answer a first message that comments on their prompt more often than a plain one', () => {
    const pairs = people.slice(0, 2000).map((person, i) => [person, people[2000 + i] as Person] as const);
    const rate = (comment: boolean) =>
      pairs.filter(([replier, writer]) => answers(SEED, replier, writer, comment)).length / pairs.length;
    expect(rate(true)).toBeGreaterThan(rate(false) + 0.1);
    const writers = pairs.map(([a, b]) => writesFirst(SEED, a, b));
    expect(writers.every((writer, i) => writer === null || pairs[i]?.includes(writer))).toBe(true);
    expect(writers.filter((writer) => writer === null).length).toBeGreaterThan(0);
  });

  it('meet each soft preference as the feed counts a miss, and hold none when each is a dealbreaker', () => {
    const viewer = softViewer();
    const all = { ageRange: true, distance: true, showMe: true, intention: true };
    expect(softPreferenceFits(viewer, fitting)).toEqual(all);
    expect(softPreferenceFits(viewer, { ...fitting, age: 41 })).toEqual({ ...all, ageRange: false });
    expect(softPreferenceFits(viewer, { ...fitting, distanceKm: 26 })).toEqual({ ...all, distance: false });
    expect(softPreferenceFits(viewer, { ...fitting, distanceKm: null })).toEqual({ ...all, distance: false });
    expect(softPreferenceFits(viewer, { ...fitting, gender: 'man' })).toEqual({ ...all, showMe: false });
    expect(softPreferenceFits(viewer, { ...fitting, intention: null })).toEqual({ ...all, intention: false });
    const firm = { ...viewer, dealbreakers: all };
    expect(softPreferenceFits(firm, { ...fitting, age: 60, gender: 'man' })).toEqual({});
  });
});
