import { ServiceTiles } from '../services/ServiceTiles.tsx';

/** The strip of service links under every article. */
export function ServiceLinks() {
  return (
    <section aria-labelledby="service-links-title" className="section">
      <div className="container-page">
        <h2 id="service-links-title">Our Concrete Services</h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          When the job is bigger than a weekend fix, these are the repairs we do every week across the Charlotte metro.
        </p>
        <ServiceTiles className="service-strip mt-8" chevron />
      </div>
    </section>
  );
}
