import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { CATALOGUES } from './catalogues';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const reference = [...leaves(en as Tree).keys()].sort();

describe('messages', () => {
  it.each(SITE_LOCALES)('%s has exactly the keys of en, none empty', (locale) => {
    const own = leaves(CATALOGUES[locale] as Tree);
    expect([...own.keys()].sort()).toEqual(reference);
    for (const [key, value] of own) expect(value.trim(), key).not.toBe('');
  });

  it('holds every key named in SPEC §8', () => {
    const named = [
      'FREE_EVALUATION',
      'STARTING_FROM',
      'COOKIE_WARNING_TITLE',
      'COOKIE_WARNING_MAIN_TEXT',
      'COOKIE_WARNING_LINKS',
      'COOKIE_BUTTON_TEXT_AGREE',
      'COOKIE_BUTTON_TEXT_DECLINE',
      'COOKIE_CHANGE_SETTINGS',
      'COOKIE_BUTTON_TEXT_AGREE_PARTLY',
      ...[1, 2, 3, 4, 5].flatMap((n) => [`COOKIE_OPTION_${n}_TITLE`, `COOKIE_OPTION_${n}_CONTENT`]),
    ];
    for (const key of named) expect(reference).toContain(key);
  });

  it('carries the French and Dutch wording of SPEC §8', () => {
    expect(fr.Errors.USER_NOT_FOUND).toBe("L'adresse électronique et/ou le mot de passe sont incorrects.");
    expect(nl.Errors.USER_NOT_FOUND).toBe('Ongeldig e-mailadres of wachtwoord');
    expect(fr.Errors.propertyNotFound).toBe("Le bien que vous demandez n'existe pas ou est vendu");
    expect(fr.Errors.appointmentsFull).toBe('Les rendez-vous sont complets');
    expect(fr.Errors.noResults).toBe("Aucun résultat n'a été trouvé pour votre recherche.");
    expect(fr.Success.unsubscribed).toBe('Vous avez été désinscrit.');
    expect(nl.Errors.contactMailFailed).toBe('E-mail verzenden is mislukt');
    expect(fr.NotFound.title).toBe('Page non trouvée');
  });
});
