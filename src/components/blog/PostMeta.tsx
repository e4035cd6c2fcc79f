import { formatLongDate, isoDay } from '../../lib/dates.ts';
import type { ReadingTime } from '../../lib/reading-time.ts';
import { Icon } from '../ui/Icon.tsx';

interface PostMetaProps {
  date: Date;
  readTime: ReadingTime;
  category: string;
  /** Over the brand hero the text is light. */
  tone?: 'light' | 'dark';
}

/**
 * Date, read time and category of an article, in the list and on the article itself. Date and
 * read time are one line of text with a real ' · ' between them, so copied text and screen
 * readers get 'January 28, 2025 · 9 min read'; the category is its own paragraph, so a narrow
 * card wraps between the two instead of leaving a separator at the end of a line.
 */
export function PostMeta({ date, readTime, category, tone = 'light' }: PostMetaProps) {
  const color = tone === 'dark' ? 'text-on-brand-muted' : 'text-muted';
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-small ${color}`}>
      <p>
        <time dateTime={isoDay(date)} className="whitespace-nowrap">
          {formatLongDate(date)}
        </time>
        {' · '}
        <span className="whitespace-nowrap" data-read-time={readTime.minutes}>
          {readTime.label}
        </span>
      </p>{' '}
      <p className="inline-flex items-center gap-1.5">
        <Icon name="tag" size={16} />
        <span className="sr-only">Category: </span>
        {category}
      </p>
    </div>
  );
}
