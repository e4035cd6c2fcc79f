/**
 * Geometry for the service-area map and its text equivalent: a small equirectangular
 * projection (longitude scaled by cos(latitude), which is accurate enough across a
 * 60 km metro) and straight-line distance and direction from Uptown.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface Bounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

export interface Projection {
  width: number;
  height: number;
  project: (point: LatLon) => { x: number; y: number };
}

export function equirectangular(bounds: Bounds, width: number): Projection {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const kx = Math.cos(midLat);
  const scale = width / ((bounds.east - bounds.west) * kx);
  const height = Math.round((bounds.north - bounds.south) * scale);
  return {
    width,
    height,
    project: ({ latitude, longitude }) => ({
      x: Math.round((longitude - bounds.west) * kx * scale * 10) / 10,
      y: Math.round((bounds.north - latitude) * scale * 10) / 10,
    }),
  };
}

const EARTH_RADIUS_MILES = 3958.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const compass = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;

/** Eight-point compass direction of b as seen from a. */
export function direction(a: LatLon, b: LatLon): (typeof compass)[number] {
  const y = Math.sin(toRad(b.longitude - a.longitude)) * Math.cos(toRad(b.latitude));
  const x =
    Math.cos(toRad(a.latitude)) * Math.sin(toRad(b.latitude)) -
    Math.sin(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.cos(toRad(b.longitude - a.longitude));
  const bearing = (Math.atan2(y, x) * 180) / Math.PI;
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return compass[index] ?? 'north';
}
