/** The agency's agents (GetUserList, referenced by a property's Manager) and offices (GetOfficeList). */
import { PLACES } from './places';
import { streamOf } from './random';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';
import type { Wire } from './wire';

/** A name as it may stand in an e-mail address: 'El Amrani' → 'elamrani', 'Inès' → 'ines'. */
const mailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export interface Agency {
  name: string;
  domain: string;
  /** The path under which its pictures are (`/pictures/<slug>/…`). */
  slug: string;
}

export function makeAgency(seed: number): Agency {
  const random = streamOf(seed, 'agency');
  const name = random.pick([
    'Immo Zuid',
    'Agence du Parc',
    'Vastgoed Van Damme',
    'Immobilière Horizon',
    'Huis & Thuis',
  ]);
  const slug = `${mailPart(name)}${random.int(10, 99)}`;
  return { name, domain: `${slug}.be`, slug };
}

/** 3 to 8 agents: GetUserList items. Field names are guesses (FirstName, LastName, GSM, PictureUrl). */
export function makeUsers(seed: number, agency: Agency, pictureOrigin: string): Wire[] {
  const random = streamOf(seed, 'users');
  const count = random.int(3, 8);
  const firsts = random.sample(FIRST_NAMES, count);
  return firsts.map((first, i) => {
    const last = random.pick(LAST_NAMES);
    const id = 10_000 + i * 97 + random.int(0, 96);
    return {
      ID: id,
      FirstName: first,
      LastName: last,
      Name: `${first} ${last}`,
      Email: `${mailPart(first)}.${mailPart(last)}@${agency.domain}`,
      PhoneNumber: `+32 2 ${random.int(200, 799)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      GSM: `+32 4${random.int(70, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      PictureUrl: random.chance(0.7)
        ? `${pictureOrigin}/pictures/${agency.slug}/users/${id}.jpg`
        : null,
      Function: random.pick([
        'Vastgoedmakelaar',
        'Agent immobilier',
        'Office manager',
        'Zaakvoerder',
      ]),
    };
  });
}

/** GetOfficeList: one office, sometimes two. */
export function makeOffices(seed: number, agency: Agency): Wire[] {
  const random = streamOf(seed, 'offices');
  return Array.from({ length: random.int(1, 2) }, (_, i) => {
    const place = random.pick(PLACES.filter((p) => p.region === 'brussels'));
    return {
      ID: i + 1,
      Name: i === 0 ? agency.name : `${agency.name} ${place.city.fr}`,
      Street: random.pick(place.streets).fr,
      HouseNumber: String(random.int(1, 240)),
      Zip: place.zip,
      City: place.city.fr,
      PhoneNumber: `+32 2 ${random.int(200, 799)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      Email: `info@${agency.domain}`,
    };
  });
}
