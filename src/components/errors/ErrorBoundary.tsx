import { Component, type ErrorInfo, type ReactNode } from 'react';
import { business, telHref } from '../../config/business.ts';
import { ContactLink } from '../ui/ContactLink.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Wraps every island. If an island throws, the visitor sees what went wrong and a way to
 * reach us instead of a blank box.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island error:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-card border-2 border-danger bg-white p-6">
        <h2 className="text-xl text-danger">Unexpected Application Error!</h2>
        <p className="mt-3 font-mono text-small break-words">{error.message}</p>
        <p className="mt-4">
          Please call us instead:{' '}
          <ContactLink href={telHref} className="font-bold underline">
            {business.phone.display}
          </ContactLink>
        </p>
      </div>
    );
  }
}
