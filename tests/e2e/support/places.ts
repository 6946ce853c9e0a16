import { type APIRequestContext, expect, test } from '@playwright/test';
import { dbOver } from '@wishlist/service-kit';
import pg from 'pg';
import { publishYesterdaysMoves } from '../../../services/matching/src/location/publish-repository.ts';
import { databaseUrl } from './moderators.ts';

/**
 * Where each browser test's people live, so that tests running side by side never meet in a deck (spec §6: a
 * located viewer sees only people within their distance, 80 km unless saved otherwise, and nobody without a
 * location). Every test gets a place of its own on a grid of the southern oceans and continents, 300 km between
 * places, far from the demo people (all in the United States) and from the cities tests move to: no two places lie
 * within any deck's reach of each other, and nobody a test left behind is in a later test's reach.
 */
const SPACING_KM = 300;
const KM_PER_DEGREE = 111;
const SOUTH = -55;
const NORTH = -10;
const ROW_HEIGHT = SPACING_KM / KM_PER_DEGREE;
const ROWS = Math.floor((NORTH - SOUTH) / ROW_HEIGHT);
/** Columns of a row at its poleward edge, where degrees of longitude are shortest. */
const COLUMNS = Math.floor((360 * KM_PER_DEGREE * Math.cos((-SOUTH * Math.PI) / 180)) / SPACING_KM);
/** Places a worker may use before the next worker's begin: more than the tests one worker runs. */
const PLACES_PER_WORKER = 200;

const placeOfTest = new Map<string, number>();

/** The place (a grid index) of the running test: the same for every person it makes, new for each test. */
function placeIndex(): number {
  const { testId, repeatEachIndex, retry, workerIndex } = test.info();
  const key = `${testId}/${String(repeatEachIndex)}/${String(retry)}`;
  let index = placeOfTest.get(key);
  if (index === undefined) {
    index = (workerIndex * PLACES_PER_WORKER + placeOfTest.size) % (ROWS * COLUMNS);
    placeOfTest.set(key, index);
  }
  return index;
}

/** The coordinates of the running test's own place. */
export function ownPlace(): { latitude: number; longitude: number } {
  const index = placeIndex();
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  return {
    latitude: SOUTH + (row + 0.5) * ROW_HEIGHT,
    longitude: -180 + (column + 0.5) * (360 / COLUMNS),
  };
}

/** The middle of the contiguous United States, and a distance that reaches its coasts but no test's own place. */
const MIDDLE_OF_THE_STATES = { latitude: 39.8, longitude: -98.6 };
const ACROSS_THE_STATES_KM = 3000;
/** Above every demo person's age for years (18 to 59 in November 2026), below everyone the helpers make (users.ts). */
const DEMO_PEOPLE_MAX_AGE = 70;

/**
 * Moves the signed-in person among npm start's demo people (those within `withinKm` of the middle of the States, by
 * default all of them): their deck holds the demo people and nobody the helpers made (all older than the age range),
 * so neither another test's people, nor another test's viewer brought here, nor people a test placed in a city of its
 * choosing come and go in it.
 */
export async function toTheDemoPeople(request: APIRequestContext, withinKm = ACROSS_THE_STATES_KM): Promise<void> {
  const moved = await request.patch('/api/profile', {
    data: {
      coordinates: MIDDLE_OF_THE_STATES,
      filters: { maxDistanceKm: withinKm, maxAge: DEMO_PEOPLE_MAX_AGE },
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await aDayLaterFor(request);
}

/**
 * Others (and the mover's own deck) read a move from the next UTC day (services/matching/src/core/cells.ts): a test
 * that moves someone to browse elsewhere makes that move yesterday's and runs the publishing job's statement, as
 * the first run after midnight would.
 */
export async function aDayLaterFor(request: APIRequestContext): Promise<void> {
  const own = await request.get('/api/profile');
  expect(own.status(), await own.text()).toBe(200);
  const { profile } = (await own.json()) as { profile: { id: string } };
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
  try {
    await pool.query(
      `update matching.profiles set pending_since = pending_since - interval '1 day' where id = $1 and pending_since is not null`,
      [profile.id],
    );
    await publishYesterdaysMoves(dbOver(pool));
  } finally {
    await pool.end();
  }
}
