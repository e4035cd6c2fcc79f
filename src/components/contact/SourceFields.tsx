import { useEffect, useState } from 'react';
import { attributionFields, attributionOf, type Attribution, type AttributionKey } from '../../lib/attribution.ts';

/**
 * Hidden fields telling the quote endpoint how the visitor reached the form. Only script can
 * read the referring site, so these appear once the island runs; a post without JavaScript
 * has none, and the server reads the page and campaign tags from its Referer instead.
 */
export function SourceFields() {
  const [attribution, setAttribution] = useState<Attribution | null>(null);
  useEffect(() => setAttribution(attributionOf(new URL(window.location.href), document.referrer)), []);
  if (!attribution) return null;
  return (Object.keys(attributionFields) as AttributionKey[]).map((key) =>
    attribution[key] === null ? null : <input key={key} type="hidden" name={attributionFields[key]} value={attribution[key]} />,
  );
}
