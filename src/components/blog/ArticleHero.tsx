import type { PostSummary } from '../../lib/blog.ts';
import { TrailHero } from '../layout/TrailHero.tsx';
import { PostMeta } from './PostMeta.tsx';

interface ArticleHeroProps {
  post: PostSummary;
  /** Last breadcrumb label, from the article's frontmatter. */
  breadcrumb: string;
}

/** Article header: trail, title, excerpt as standfirst, and the date / read time / category line. */
export function ArticleHero({ post, breadcrumb }: ArticleHeroProps) {
  return (
    <TrailHero
      title={post.title}
      lead={post.excerpt}
      trail={[{ label: 'Blog', href: '/blog' }, { label: breadcrumb }]}
      currentPath={post.href}
      actions={<PostMeta tone="dark" date={post.date} readTime={post.readTime} category={post.category} />}
    />
  );
}
