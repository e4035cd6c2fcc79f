import type { Bounds, LatLon } from './geo.ts';

/**
 * Context drawn under the city dots. Coordinates are approximate and traced by hand
 * from the real geography; the map is a schematic, not a road atlas.
 */
type Line = readonly (readonly [lat: number, lon: number])[];

export const mapBounds: Bounds = { north: 35.62, south: 34.98, west: -81.32, east: -80.33 };

/** Southern half of Lake Norman, from Cowans Ford Dam north past Cornelius. */
export const lakeNorman: Line = [
  [35.62, -80.872],
  [35.585, -80.88],
  [35.55, -80.888],
  [35.515, -80.886],
  [35.49, -80.879],
  [35.47, -80.892],
  [35.452, -80.92],
  [35.436, -80.955],
  [35.445, -80.976],
  [35.475, -80.968],
  [35.51, -80.955],
  [35.545, -80.962],
  [35.58, -80.975],
  [35.62, -80.98],
];

/** Catawba River from Cowans Ford Dam through Mountain Island Lake to Lake Wylie. */
export const catawbaRiver: Line = [
  [35.436, -80.955],
  [35.41, -80.962],
  [35.38, -80.978],
  [35.35, -80.99],
  [35.32, -80.998],
  [35.29, -81.008],
  [35.26, -81.02],
  [35.23, -81.028],
  [35.205, -81.03],
];

export const southForkRiver: Line = [
  [35.47, -81.235],
  [35.42, -81.2],
  [35.36, -81.145],
  [35.3, -81.1],
  [35.255, -81.08],
  [35.22, -81.065],
  [35.185, -81.05],
];

export const lakeWylie: Line = [
  [35.205, -81.025],
  [35.17, -81.005],
  [35.125, -81.01],
  [35.075, -81.02],
  [35.03, -81.005],
  [35.018, -81.03],
  [35.05, -81.058],
  [35.1, -81.07],
  [35.15, -81.062],
  [35.19, -81.05],
];

export const interstate77: Line = [
  [34.98, -80.935],
  [35.05, -80.935],
  [35.1, -80.925],
  [35.15, -80.89],
  [35.19, -80.868],
  [35.222, -80.856],
  [35.262, -80.848],
  [35.3, -80.835],
  [35.36, -80.845],
  [35.41, -80.862],
  [35.47, -80.868],
  [35.62, -80.87],
];

export const interstate85: Line = [
  [35.282, -81.32],
  [35.275, -81.19],
  [35.262, -81.1],
  [35.255, -81.04],
  [35.245, -80.97],
  [35.25, -80.92],
  [35.262, -80.848],
  [35.275, -80.8],
  [35.31, -80.75],
  [35.37, -80.715],
  [35.42, -80.655],
  [35.46, -80.61],
  [35.5, -80.56],
  [35.56, -80.5],
  [35.6, -80.44],
];

/** The I-485 outer loop, closed. */
export const interstate485: Line = [
  [35.085, -80.875],
  [35.062, -80.84],
  [35.06, -80.8],
  [35.08, -80.76],
  [35.115, -80.71],
  [35.17, -80.69],
  [35.215, -80.672],
  [35.265, -80.68],
  [35.305, -80.705],
  [35.338, -80.74],
  [35.36, -80.785],
  [35.37, -80.825],
  [35.365, -80.86],
  [35.35, -80.9],
  [35.32, -80.94],
  [35.28, -80.968],
  [35.24, -80.99],
  [35.18, -80.985],
  [35.13, -80.96],
  [35.1, -80.93],
  [35.085, -80.875],
];

export interface MapLabel {
  text: string;
  at: LatLon;
  anchor?: 'start' | 'middle' | 'end';
}

export const countyLabels: readonly MapLabel[] = [
  { text: 'GASTON CO.', at: { latitude: 35.13, longitude: -81.19 }, anchor: 'middle' },
  { text: 'MECKLENBURG CO.', at: { latitude: 35.16, longitude: -80.86 }, anchor: 'middle' },
  { text: 'CABARRUS CO.', at: { latitude: 35.3, longitude: -80.56 }, anchor: 'middle' },
  { text: 'UNION CO.', at: { latitude: 35.025, longitude: -80.64 }, anchor: 'middle' },
];
