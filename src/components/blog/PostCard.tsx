import type { PostSummary } from '../../lib/blog.ts';
import { PostMeta } from './PostMeta.tsx';

interface PostCardProps {
  post: PostSummary;
  featured?: boolean;
}

/** One article in a list. The title link stretches over the whole card so the card is one target. */
export function PostCard({ post, featured = false }: PostCardProps) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-card border bg-white p-6 shadow-card transition-colors hover:border-brand ${
        featured ? 'border-brand/40 lg:p-8' : 'border-line'
      }`}
    >
      {featured ? (
        <p className="mb-3">
          <span className="inline-block rounded-full bg-action px-3 py-1 text-small font-bold tracking-wide text-white uppercase">
            Featured
          </span>
        </p>
      ) : null}
      <h3 className={featured ? 'text-2xl lg:text-3xl' : 'text-xl'}>
        <a href={post.href} className="text-ink no-underline after:absolute after:inset-0 after:rounded-card hover:text-brand hover:underline">
          {post.title}
        </a>
      </h3>
      <p className={`mt-3 grow text-muted ${featured ? 'lg:text-lg' : ''}`}>{post.excerpt}</p>
      <div className="mt-5 border-t border-line pt-4">
        <PostMeta date={post.date} readTime={post.readTime} category={post.category} />
      </div>
    </article>
  );
}
