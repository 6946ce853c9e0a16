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
/**
 * Hysteresis: a fix changes the cell only once it lies this far outside the current one (well inside the next), so
 * a person standing near an edge never flips between two cells and a flip never narrows them to a strip by the edge.
 */
export const CELL_HYSTERESIS_KM = 0.5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LocationState {
  /** The cell others read (distances, the feed's distance filter): it changes at most once a UTC day. */
  latitude?: number | null;
  longitude?: number | null;
  /** The place others see: it follows the cell (cities.ts), never typed. */
  location: string;
  /** A move made since the last UTC midnight, published to others by the first job run of the next day. */
  pendingLatitude?: number | null;
  pendingLongitude?: number | null;
  pendingLocation?: string | null;
  pendingSince?: Date | null;
  /** When the current 24 hours of changes began (the first change after the last such window ended). */
  locationChangesSince?: Date | null;
  locationChanges: number;
}

/** The cell others read today. */
function publishedCell(profile: LocationState): Coordinates | null {
  return profile.latitude != null && profile.longitude != null
    ? { latitude: profile.latitude, longitude: profile.longitude }
    : null;
}

/** The person's latest cell (their own view): the move waiting for tomorrow, else the one others read. */
export function latestCell(profile: LocationState): Coordinates | null {
  if (profile.pendingSince && profile.pendingLatitude != null && profile.pendingLongitude != null)
    return { latitude: profile.pendingLatitude, longitude: profile.pendingLongitude };
  return publishedCell(profile);
}

/** How far (km) `point` lies outside `centre`'s cell; 0 inside it. */
function kmOutsideCell(centre: Coordinates, point: Coordinates): number {
  const { south, north, west, east } = cellBounds(cellOf(centre));
  const degreesNorth = Math.max(south - point.latitude, 0, point.latitude - north);
  const degreesEast = Math.max(west - point.longitude, 0, point.longitude - east);
  const kmEast = degreesEast * KM_PER_DEGREE * Math.cos(radians(point.latitude));
  return Math.hypot(degreesNorth * KM_PER_DEGREE, kmEast);
}

/** The cell a fix puts a person in, from `current`: theirs still until the fix is well past its edge. */
export function cellAfterFix(current: Coordinates | null, fix: Coordinates): Coordinates {
  if (current && kmOutsideCell(current, fix) < CELL_HYSTERESIS_KM) return current;
  return snapped(fix);
}

const sameCell = (a: Coordinates | null, b: Coordinates | null) =>
  a?.latitude === b?.latitude && a?.longitude === b?.longitude;

/** No location and never a change yet: setting up a profile, which uses none of the day's changes. */
const neverPlaced = (profile: LocationState) =>
  profile.latitude == null && !profile.locationChangesSince && !profile.pendingSince;

/** Counts one change of cell against the day's limit. */
function countChange(profile: LocationState, now: Date): void {
  const since = profile.locationChangesSince;
  if (!since || now.getTime() - since.getTime() >= DAY_MS) {
    profile.locationChangesSince = now;
    profile.locationChanges = 0;
  } else if (profile.locationChanges >= LOCATION_CHANGES_PER_DAY) {
    throw new LocationChangeLimit(Math.ceil((since.getTime() + DAY_MS - now.getTime()) / 1000));
  }
  profile.locationChanges += 1;
}

function setPending(profile: LocationState, cell: Coordinates | null, now: Date): void {
  profile.pendingLatitude = cell?.latitude ?? null;
  profile.pendingLongitude = cell?.longitude ?? null;
  profile.pendingLocation = cell ? placeOf(cell) : null;
  profile.pendingSince = cell ? now : null;
}

function publish(profile: LocationState, cell: Coordinates | null): void {
  profile.latitude = cell?.latitude ?? null;
  profile.longitude = cell?.longitude ?? null;
  profile.location = cell ? placeOf(cell) : '';
}

/**
 * Moves `profile` towards the fix `to` (null: no location), counting a change of cell against the daily limit.
 * What others read is frozen for the day (a viewer who moves, or a person who moves, gives no new reading of each
 * other before the next UTC day): a new cell waits in `pending*` until then. Two things take effect at once, since
 * neither tells anyone where the person is: the first placement ever (it uses none of the day's changes) and
 * clearing the location. Call it under the profile's row lock: the count is read and written in one transaction.
 */
export function moveTo(profile: LocationState, to: Coordinates | null, now = new Date()): void {
  const current = latestCell(profile);
  const next = to && cellAfterFix(current, to);
  if (sameCell(next, current)) return;
  if (neverPlaced(profile)) {
    publish(profile, next);
    return;
  }
  countChange(profile, now);
  if (!next) {
    publish(profile, null);
    setPending(profile, null, now);
  } else {
    // Back to the cell others read: nothing waits any more.
    setPending(profile, sameCell(next, publishedCell(profile)) ? null : next, now);
  }
}

/** 429: too many changes of cell; `retryAfterSeconds` until the window ends. */
export class LocationChangeLimit extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('LOCATION_CHANGE_LIMIT_REACHED');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
