import { ApiError } from '@wishlist/service-kit';
import { placeOf } from './cities.ts';

/**
 * Where people are, never more precisely than a grid cell (trilateration from distances locates exact points to
 * metres). The grid: rows of equal latitude height, each row cut into a whole number of equal columns that are
 * at least `MIN_CELL_KM` wide even at the row's poleward edge, so every cell is at least that much across both
 * ways at every latitude. A position is stored as the centre of its cell; every distance is measured between
 * centres, so any two points of one cell read the same to everyone.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Cell {
  row: number;
  column: number;
  /** Columns in this cell's row. */
  columns: number;
}

export const MIN_CELL_KM = 2;
/** Kilometres per degree of latitude (and of longitude on the equator), on a sphere of radius 6371 km. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const ROWS = Math.floor((180 * KM_PER_DEGREE) / MIN_CELL_KM);
const ROW_DEGREES = 180 / ROWS;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function columnsIn(row: number): number {
  const poleward = Math.max(Math.abs(-90 + row * ROW_DEGREES), Math.abs(-90 + (row + 1) * ROW_DEGREES));
  return Math.max(1, Math.floor((360 * KM_PER_DEGREE * Math.cos(radians(poleward))) / MIN_CELL_KM));
}

export function cellOf({ latitude, longitude }: Coordinates): Cell {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / ROW_DEGREES)));
  const columns = columnsIn(row);
  const column = Math.min(columns - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * columns)));
  return { row, column, columns };
}

/** The cell's edges (tests walk them). */
export function cellBounds({ row, column, columns }: Cell) {
  return {
    south: -90 + row * ROW_DEGREES,
    north: -90 + (row + 1) * ROW_DEGREES,
    west: -180 + (column * 360) / columns,
    east: -180 + ((column + 1) * 360) / columns,
  };
}

/** Six decimals (about 0.1 m) keep the centre inside its cell and the stored number short. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The centre of the point's cell: the only position ever stored. Snapping a snapped point changes nothing. */
export function snapped(point: Coordinates): Coordinates {
  const { south, north, west, east } = cellBounds(cellOf(point));
  return { latitude: round((south + north) / 2), longitude: round((west + east) / 2) };
}

/** A person may move to another cell at most this often (moves inside a cell are not changes). */
export const LOCATION_CHANGES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LocationState {
  latitude?: number | null;
  longitude?: number | null;
  /** When the current 24 hours of changes began (the first change after the last such window ended). */
  locationChangesSince?: Date | null;
  locationChanges: number;
  /** The place others see: it follows the cell (cities.ts), never typed. */
  location: string;
}

/**
 * Moves `profile` to the cell of `to` (null: no location), counting a change of cell against the daily limit; the
 * place others see follows. Setting up a profile uses none of the day's changes.
 * Call it under the profile's row lock: the count is read and written in one transaction.
 */
export function moveTo(profile: LocationState, to: Coordinates | null, now = new Date()): void {
  const next = to && snapped(to);
  if (
    (next?.latitude ?? null) === (profile.latitude ?? null) &&
    (next?.longitude ?? null) === (profile.longitude ?? null)
  )
    return;
  const since = profile.locationChangesSince;
  // The first placement ever (no location, no change made yet) is counted as nothing and begins no window.
  if (profile.latitude != null || since) {
    if (!since || now.getTime() - since.getTime() >= DAY_MS) {
      profile.locationChangesSince = now;
      profile.locationChanges = 0;
    } else if (profile.locationChanges >= LOCATION_CHANGES_PER_DAY) {
      throw new LocationChangeLimit(Math.ceil((since.getTime() + DAY_MS - now.getTime()) / 1000));
    }
    profile.locationChanges += 1;
  }
  profile.latitude = next?.latitude ?? null;
  profile.longitude = next?.longitude ?? null;
  profile.location = next ? placeOf(next) : '';
}

/** 429: too many changes of cell; `retryAfterSeconds` until the window ends. */
export class LocationChangeLimit extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('LOCATION_CHANGE_LIMIT_REACHED');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
