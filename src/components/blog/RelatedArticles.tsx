import type { PostSummary } from '../../lib/blog.ts';
import { Section } from '../ui/Section.tsx';
import { PostCard } from './PostCard.tsx';

// A row of two or three cards fills the width; class names are spelled out for Tailwind's scanner.
const columns = ['md:grid-cols-2', 'md:grid-cols-2', 'md:grid-cols-2', 'md:grid-cols-2 lg:grid-cols-3'];

export function RelatedArticles({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <Section id="related" title="Related Articles" tone="alt">
      <ul className={`grid gap-6 ${columns[Math.min(posts.length, 3)]}`}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
