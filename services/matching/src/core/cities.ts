import type { Coordinates } from './cells.ts';

export interface City {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * The cities a person can choose as their location: the largest city of every US state and DC, and a few more
 * big ones, with the coordinates of their centre. Demo people are placed around the city of their state.
 */
export const CITIES: readonly City[] = [
  { name: 'Albuquerque, NM', latitude: 35.0844, longitude: -106.6504 },
  { name: 'Anchorage, AK', latitude: 61.2181, longitude: -149.9003 },
  { name: 'Atlanta, GA', latitude: 33.749, longitude: -84.388 },
  { name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  { name: 'Baltimore, MD', latitude: 39.2904, longitude: -76.6122 },
  { name: 'Billings, MT', latitude: 45.7833, longitude: -108.5007 },
  { name: 'Birmingham, AL', latitude: 33.5186, longitude: -86.8104 },
  { name: 'Boise, ID', latitude: 43.615, longitude: -116.2023 },
  { name: 'Boston, MA', latitude: 42.3601, longitude: -71.0589 },
  { name: 'Brooklyn, NY', latitude: 40.6782, longitude: -73.9442 },
  { name: 'Burlington, VT', latitude: 44.4759, longitude: -73.2121 },
  { name: 'Charleston, SC', latitude: 32.7765, longitude: -79.9311 },
  { name: 'Charleston, WV', latitude: 38.3498, longitude: -81.6326 },
  { name: 'Charlotte, NC', latitude: 35.2271, longitude: -80.8431 },
  { name: 'Cheyenne, WY', latitude: 41.14, longitude: -104.8202 },
  { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  { name: 'Columbus, OH', latitude: 39.9612, longitude: -82.9988 },
  { name: 'Dallas, TX', latitude: 32.7767, longitude: -96.797 },
  { name: 'Denver, CO', latitude: 39.7392, longitude: -104.9903 },
  { name: 'Des Moines, IA', latitude: 41.5868, longitude: -93.625 },
  { name: 'Detroit, MI', latitude: 42.3314, longitude: -83.0458 },
  { name: 'Fargo, ND', latitude: 46.8772, longitude: -96.7898 },
  { name: 'Hartford, CT', latitude: 41.7658, longitude: -72.6734 },
  { name: 'Honolulu, HI', latitude: 21.3069, longitude: -157.8583 },
  { name: 'Houston, TX', latitude: 29.7604, longitude: -95.3698 },
  { name: 'Indianapolis, IN', latitude: 39.7684, longitude: -86.1581 },
  { name: 'Jackson, MS', latitude: 32.2988, longitude: -90.1848 },
  { name: 'Kansas City, MO', latitude: 39.0997, longitude: -94.5786 },
  { name: 'Las Vegas, NV', latitude: 36.1699, longitude: -115.1398 },
  { name: 'Little Rock, AR', latitude: 34.7465, longitude: -92.2896 },
  { name: 'Los Angeles, CA', latitude: 34.0522, longitude: -118.2437 },
  { name: 'Louisville, KY', latitude: 38.2527, longitude: -85.7585 },
  { name: 'Manchester, NH', latitude: 42.9956, longitude: -71.4548 },
  { name: 'Miami, FL', latitude: 25.7617, longitude: -80.1918 },
  { name: 'Milwaukee, WI', latitude: 43.0389, longitude: -87.9065 },
  { name: 'Minneapolis, MN', latitude: 44.9778, longitude: -93.265 },
  { name: 'Nashville, TN', latitude: 36.1627, longitude: -86.7816 },
  { name: 'New Orleans, LA', latitude: 29.9511, longitude: -90.0715 },
  { name: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
  { name: 'Newark, NJ', latitude: 40.7357, longitude: -74.1724 },
  { name: 'Oklahoma City, OK', latitude: 35.4676, longitude: -97.5164 },
  { name: 'Omaha, NE', latitude: 41.2565, longitude: -95.9345 },
  { name: 'Orlando, FL', latitude: 28.5383, longitude: -81.3792 },
  { name: 'Philadelphia, PA', latitude: 39.9526, longitude: -75.1652 },
  { name: 'Phoenix, AZ', latitude: 33.4484, longitude: -112.074 },
  { name: 'Pittsburgh, PA', latitude: 40.4406, longitude: -79.9959 },
  { name: 'Portland, ME', latitude: 43.6591, longitude: -70.2568 },
  { name: 'Portland, OR', latitude: 45.5152, longitude: -122.6784 },
  { name: 'Providence, RI', latitude: 41.824, longitude: -71.4128 },
  { name: 'Salt Lake City, UT', latitude: 40.7608, longitude: -111.891 },
  { name: 'San Diego, CA', latitude: 32.7157, longitude: -117.1611 },
  { name: 'San Francisco, CA', latitude: 37.7749, longitude: -122.4194 },
  { name: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 },
  { name: 'Sioux Falls, SD', latitude: 43.5446, longitude: -96.7311 },
  { name: 'St. Louis, MO', latitude: 38.627, longitude: -90.1994 },
  { name: 'Virginia Beach, VA', latitude: 36.8529, longitude: -75.978 },
  { name: 'Washington, DC', latitude: 38.9072, longitude: -77.0369 },
  { name: 'Wichita, KS', latitude: 37.6872, longitude: -97.3301 },
  { name: 'Wilmington, DE', latitude: 39.7391, longitude: -75.5398 },
];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), enough to rank cities by nearness. */
function distanceKm(from: Coordinates, to: Coordinates): number {
  const a =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * The place others see for a position: the name of the nearest city of the list. It is read from the cell's centre,
 * so it tells no more than the cell does (a city chosen from the list lies in its own cell, and reads as itself).
 */
export function placeOf(position: Coordinates): string {
  return CITIES.reduce((nearest, city) => (distanceKm(position, city) < distanceKm(position, nearest) ? city : nearest))
    .name;
}

/** The cities of a state (its two-letter code, as in "Austin, TX"). */
export const citiesOf = (state: string) => CITIES.filter((city) => city.name.endsWith(`, ${state}`));
