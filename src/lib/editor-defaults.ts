/**
 * What a new entry in the Site editor starts with, on Charlotte's calendar: the owner adds a
 * photo or writes an article the evening it happens, when UTC already says tomorrow.
 */
import { businessDay, businessMonth } from './dates.ts';

/** A new job photo: finished this month. */
export function newWorkValues(now: Date): Record<string, string> {
  return { month: businessMonth(now) };
}

/** A new article: dated today. */
export function newArticleValues(now: Date): Record<string, string> {
  return { date: businessDay(now) };
}
