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

/** Date, read time and category of an article, in the list and on the article itself. */
export function PostMeta({ date, readTime, category, tone = 'light' }: PostMetaProps) {
  const color = tone === 'dark' ? 'text-on-brand-muted' : 'text-muted';
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-small ${color}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" size={16} />
        <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5" data-read-time={readTime.minutes}>
        <Icon name="clock" size={16} />
        {readTime.label}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="tag" size={16} />
        <span className="sr-only">Category: </span>
        {category}
      </span>
    </p>
  );
}
