import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The schema.org vocabulary in the JSON-LD graph shape @adobe/structured-data-validator
 * reads, rebuilt offline from schema-dts (itself generated from schema.org's vocabulary):
 * one class per `XLeaf` type, one pseudo-class per `XBase` interface holding its
 * properties, and subclass links that mirror the interfaces' `extends` lists.
 */
export function schemaOrgVocabulary(): { '@graph': object[] } {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8');
  const graph: object[] = [];
  const propertyDomains = new Map<string, string[]>();
  const ref = (id: string) => ({ '@id': `schema:${id}` });
  const parentsOf = (list: string) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^\w+Base$/.test(name));

  for (const match of source.matchAll(/^interface (\w+Base)(?: extends ([^{]+))? \{([\s\S]*?)^\}/gm)) {
    const [, base = '', parents = '', body = ''] = match;
    graph.push({ '@id': `schema:${base}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': parentsOf(parents).map(ref) });
    for (const property of body.matchAll(/^\s+"([\w-]+)"\?:/gm)) {
      const name = property[1] ?? '';
      propertyDomains.set(name, [...(propertyDomains.get(name) ?? []), base]);
    }
  }
  for (const match of source.matchAll(/^export interface (\w+)Leaf extends ([^{]+)\{\s*"@type": "(\w+)"/gm)) {
    const [, , parents = '', type = ''] = match;
    graph.push({ '@id': `schema:${type}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': parentsOf(parents).map(ref) });
  }
  for (const [name, domains] of propertyDomains) {
    graph.push({ '@id': `schema:${name}`, '@type': 'rdf:Property', 'schema:domainIncludes': domains.map(ref) });
  }
  return { '@graph': graph };
}
