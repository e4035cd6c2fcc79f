import type { AreaSlug } from '../areas.ts';
import { charlotte } from './charlotte.ts';
import { concord } from './concord.ts';
import { cornelius } from './cornelius.ts';
import { gastonia } from './gastonia.ts';
import { huntersville } from './huntersville.ts';
import { kannapolis } from './kannapolis.ts';
import { matthews } from './matthews.ts';
import { pineville } from './pineville.ts';
import type { AreaPageContent } from './types.ts';

export type { AreaPageContent } from './types.ts';

/** Keyed by slug so the compiler insists on a page for every area. */
export const areaPages: Readonly<Record<AreaSlug, AreaPageContent>> = {
  charlotte,
  matthews,
  concord,
  huntersville,
  gastonia,
  pineville,
  cornelius,
  kannapolis,
};
