// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PropertyCard } from '@/components/property/property-card';
import { getProperties } from '@/lib/catalogue';
import { listEntryOf, propertyCardOf } from '@/lib/listing/list-entries';

afterEach(cleanup);

const labels = { startingFrom: 'Vanaf', epc: 'EPC-label {label}', priceOnRequest: 'Prijs op aanvraag', priceLowered: 'Prijs verlaagd', previousPrice: 'Vorige prijs' };
const sale = { ...getProperties('nl').find((p) => p.Goal === 0)!, PublishPrice: true, Price: 250000 };

describe("a card with a CRM's own marquee and price unit codes", () => {
  it.each<[number, string, number, string | null, string, number | null]>([
    [1, 'Nieuw', 1, null, '€ 250.000', 250000],
    [2, 'Verkocht', 1, null, 'Verkocht', null],
    [3, 'Onder optie', 1, null, 'Onder optie', null],
    [12, 'Gereserveerd', 1, null, '€ 250.000', 250000],
    [1003, 'Open huis', 5, 'per jaar', '€ 250.000 per jaar', 250000],
    [12, 'Gereserveerd', 7, null, 'Vanaf € 250.000', 250000],
  ])('Marquee %i shows its badge %j; PriceUnit %i (%j): %j', (Marquee, MarqueeName, PriceUnit, PriceUnitText, price, filterPrice) => {
    const p = { ...sale, Marquee, MarqueeName, PriceUnit, PriceUnitText };
    const { container } = render(<PropertyCard property={propertyCardOf(p, '100vw')} locale="nl" labels={labels} />);
    expect([...container.querySelectorAll('span')].map((s) => s.textContent)).toContain(MarqueeName);
    expect(container.textContent).toContain(price);
    if (filterPrice === null) expect(container.textContent).not.toContain('€');
    expect(listEntryOf(p).price).toBe(filterPrice);
  });
});
