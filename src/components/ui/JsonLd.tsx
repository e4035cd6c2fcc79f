import { serializeJsonLd } from '../../lib/jsonld.ts';

/** A structured-data block rendered where the data it describes is shown. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
