/**
 * What a new article in the Site editor starts with, on Charlotte's calendar: the owner writes
 * it the evening it happens, when UTC already says tomorrow. (A new job photo's month is its
 * field's blank in src/content/work-schema.ts.)
 */
import { businessDay } from './dates.ts';

/** A new article: dated today. */
export function newArticleValues(now: Date): Record<string, string> {
  return { date: businessDay(now) };
}
