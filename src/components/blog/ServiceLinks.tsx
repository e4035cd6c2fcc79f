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
        {/* Five across only from xl: a name, its icon and the chevron need about 13 rem. Between lg and xl three and two tiles share two full rows. */}
        <ServiceTiles
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:*:col-span-2 lg:*:nth-[n+4]:col-span-3 xl:grid-cols-5 xl:*:col-span-1 xl:*:nth-[n+4]:col-span-1"
          chevron
        />
      </div>
    </section>
  );
}
