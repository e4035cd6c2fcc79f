/** Average adult reading speed for plain informational prose. */
export const WORDS_PER_MINUTE = 230;

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/**
 * Words a reader actually reads in a Markdown document: the frontmatter, code fences,
 * HTML tags, link targets and Markdown punctuation do not count.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(FRONTMATTER, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    // Images and links keep their visible text, not their URL.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ');
  const tokens = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  return tokens.length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(words) || words <= 0) return 1;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

export interface ReadingTime {
  words: number;
  minutes: number;
  /** '9 min read' */
  label: string;
}

export function readingTime(markdown: string): ReadingTime {
  const words = countWords(markdown);
  const minutes = readingMinutes(words);
  return { words, minutes, label: `${minutes} min read` };
}

/** Read time of a content-collection entry, from its Markdown body (the loader has already removed the frontmatter). */
export function entryReadingTime(entry: { body?: string }): ReadingTime {
  return readingTime(entry.body ?? '');
}
