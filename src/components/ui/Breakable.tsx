import { Fragment } from 'react';

/**
 * A path or address that may not fit a phone's line: it may wrap after a '/', '-', '.' or '?'
 * (a `<wbr>` there), so it breaks between its words, never inside one, unless a single word is
 * wider than the line (overflow-wrap, the last resort).
 */
export function Breakable({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(/(?<=[/.?-])/);
  return (
    <span className={`break-words ${className}`.trim()}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
