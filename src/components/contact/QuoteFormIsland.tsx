import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { QuoteForm } from './QuoteForm.tsx';

/** The hydrated entry point: a crash shows the call-us fallback instead of an empty box. */
export function QuoteFormIsland({ endpoint, takesPhotos }: { endpoint: string; takesPhotos: boolean }) {
  return (
    <ErrorBoundary>
      <QuoteForm endpoint={endpoint} takesPhotos={takesPhotos} />
    </ErrorBoundary>
  );
}
