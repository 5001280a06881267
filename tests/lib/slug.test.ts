import { describe, expect, it } from 'vitest';
import { articlePath, slugify } from '@/lib/slug';

describe('slugify', () => {
  it.each([
    ['Qui sommes-nous?', 'qui-sommes-nous'],
    ['Qui-sommes-nous?', 'qui-sommes-nous'],
    ['Vous êtes propriétaire', 'vous-etes-proprietaire'],
    ['Vous-êtes-propriétaire', 'vous-etes-proprietaire'],
    ["L'Hôtel  de Ville", 'lhotel-de-ville'],
    ['L’Hôtel de Ville', 'lhotel-de-ville'],
    ['À louer en Belgique', 'a-louer-en-belgique'],
    ['Straße & Gärten', 'strasse-garten'],
    ['Cœur de Bruxelles', 'coeur-de-bruxelles'],
    ['nos_services  --  service 1', 'nos-services-service-1'],
    ['  -Maison 120 m²- ', 'maison-120-m2'],
    ['Appartement 2ch./terrasse', 'appartement-2chterrasse'],
    ['ÉTÉ', 'ete'],
    ['?!', ''],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('articlePath', () => {
  it('builds /category/sub-category/name/ with a trailing slash', () => {
    expect(articlePath('Nos services', 'Gestion locative', 'Service 1')).toBe(
      '/nos-services/gestion-locative/service-1/',
    );
  });

  it('skips an empty sub-category', () => {
    expect(articlePath('Nos services', null, 'Service 1')).toBe('/nos-services/service-1/');
    expect(articlePath('Nos services', undefined, 'Service 1')).toBe('/nos-services/service-1/');
    expect(articlePath('Nos services', ' ? ', 'Service 1')).toBe('/nos-services/service-1/');
  });

  it('skips any empty part and is / when all are empty', () => {
    expect(articlePath('', '', 'Témoignages')).toBe('/temoignages/');
    expect(articlePath('', null, '')).toBe('/');
  });
});
