import type { PostSummary } from '../../lib/blog.ts';
import { SidebarCta } from '../ui/SidebarCta.tsx';
import { TextLink } from '../ui/TextLink.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { PostCard } from './PostCard.tsx';

interface BlogListingProps {
  title: string;
  posts: readonly PostSummary[];
  /** Give the first post the 'Featured' badge and the full width (the blog index only). */
  featureFirst?: boolean;
  currentCategory?: string;
  counts: Readonly<Record<string, number>>;
  total: number;
}

/**
 * Post list with the category filter and call box. The filter comes first in the document so on
 * a phone it sits above the list; from lg it moves to the sidebar column.
 */
export function BlogListing({ title, posts, featureFirst = false, currentCategory, counts, total }: BlogListingProps) {
  const [first, ...rest] = posts;
  return (
    <div className="section">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="lg:col-start-2 lg:row-start-1">
          <CategoryNav current={currentCategory} counts={counts} total={total} />
        </div>
        <section aria-labelledby="posts-title" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="posts-title">{title}</h2>
          {first ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              <li className={featureFirst ? 'md:col-span-2' : undefined}>
                <PostCard post={first} featured={featureFirst} />
              </li>
              {rest.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-card border border-line bg-white p-6 shadow-card">
              <p className="text-lg">No articles in this category yet. New guides are added regularly.</p>
              <p className="mt-3">
                <TextLink href="/blog">Browse all articles</TextLink>
              </p>
            </div>
          )}
        </section>
        <div className="lg:col-start-2 lg:row-start-2">
          <SidebarCta
            title="Have a Concrete Question?"
            text="Call us and talk to someone who repairs concrete every day, or send your project details for a free, no-obligation quote."
            showHours
          />
        </div>
      </div>
    </div>
  );
}
