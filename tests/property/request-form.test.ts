import { describe, expect, it } from 'vitest';
import { requestKindsOf } from '@/components/property/detail-forms';
import { getProperties, MARQUEE } from '@/lib/catalogue';
import { goalOf } from '@/lib/property-url';
import { requestForm } from '@/lib/server/actions/request-form';

const properties = getProperties('fr');
const forSale = properties.find((p) => goalOf(p.Goal) === 'sale' && p.Marquee !== MARQUEE.SOLD_OR_RENTED)!;
const forRent = properties.find((p) => goalOf(p.Goal) === 'rent' && p.Marquee !== MARQUEE.SOLD_OR_RENTED)!;

describe("the requests of a property page's contact block", () => {
  it('offers the six requests for sale, no offer for rent, a question and the insurance once sold or rented', () => {
    expect(requestKindsOf(forSale, 'sale')).toEqual(['contact', 'visit', 'documents', 'sendToFriend', 'offer', 'insurance']);
    expect(requestKindsOf(forRent, 'rent')).toEqual(['contact', 'visit', 'documents', 'sendToFriend', 'insurance']);
    expect(requestKindsOf({ ...forSale, Marquee: MARQUEE.SOLD_OR_RENTED }, 'sale')).toEqual(['contact', 'insurance']);
  });

  it('gives the form of a request the property offers, read from the catalogue', async () => {
    const form = (await requestForm('visit', 'fr', forSale.ID)) as { props: { kind: string; goal: string; locale: string; p: { ID: number } } };
    expect(form.props).toMatchObject({ kind: 'visit', goal: 'sale', locale: 'fr', p: { ID: forSale.ID } });
  });

  it('refuses a request the property does not offer, an unknown one, language or property', async () => {
    await expect(requestForm('offer', 'fr', forRent.ID)).rejects.toThrow();
    await expect(requestForm('rental', 'fr', forSale.ID)).rejects.toThrow();
    await expect(requestForm('visit', 'xx', forSale.ID)).rejects.toThrow();
    await expect(requestForm('visit', 'fr', 1)).rejects.toThrow();
    await expect(requestForm('visit', 'fr', Number.NaN)).rejects.toThrow();
  });
});
