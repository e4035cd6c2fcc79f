import type { ReactNode } from 'react';

/** The frame of a server's error page: the status in large type (hidden from screen readers), its heading, then what to do. */
export function ErrorPanel({ status, title, children }: { status: number; title: string; children: ReactNode }) {
  return (
    <section className="section pt-8 lg:pt-10">
      <div className="container-page max-w-3xl text-center">
        <p className="text-8xl font-extrabold tracking-tight text-brand lg:text-9xl" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-4">{title}</h1>
        {children}
      </div>
    </section>
  );
}
