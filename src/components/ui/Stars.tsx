interface StarsProps {
  rating: number;
  max?: number;
  /** On the brand background the stars turn amber to stay visible. */
  tone?: 'light' | 'dark';
}

/** Star graphic with its text equivalent for screen readers. */
export function Stars({ rating, max = 5, tone = 'light' }: StarsProps) {
  return (
    <p className={`flex items-center gap-0.5 ${tone === 'dark' ? 'text-focus-dark' : 'text-star'}`}>
      <span className="sr-only">
        Rated {rating} out of {max}
      </span>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
            fill={i < rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </p>
  );
}
