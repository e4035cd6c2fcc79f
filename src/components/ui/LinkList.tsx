import type { ReactNode } from 'react';

interface LinkListProps {
  links: readonly { name: string; href: string }[];
  linkClassName: string;
  /** Drawn before each link's name, e.g. a chevron. */
  marker?: ReactNode;
}

/** A group's links, one per line, keyed by their href. */
export function LinkList({ links, linkClassName, marker }: LinkListProps) {
  return (
    <ul className="mt-3">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {marker}
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface LinkCardProps extends LinkListProps {
  /** Names the nav and is the id its heading carries. */
  id: string;
  title: string;
  titleClassName: string;
}

/** A card of links under a heading that names the nav for screen readers. */
export function LinkCard({ id, title, titleClassName, ...list }: LinkCardProps) {
  return (
    <nav aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <LinkList {...list} />
    </nav>
  );
}
