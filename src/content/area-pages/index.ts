import type { AreaSlug } from '../areas';
import { charlotte } from './charlotte';
import { concord } from './concord';
import { cornelius } from './cornelius';
import { gastonia } from './gastonia';
import { huntersville } from './huntersville';
import { kannapolis } from './kannapolis';
import { matthews } from './matthews';
import { pineville } from './pineville';
import type { AreaPageContent } from './types';

export type { AreaPageContent } from './types';

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
