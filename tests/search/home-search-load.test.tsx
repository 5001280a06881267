// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSearch, type HomeSearchLabels } from '@/components/search/home-search';
import type { SearchIndex } from '@/lib/search/search-index';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const labels: HomeSearchLabels = {
  label: 'Search',
  placeholder: 'ID, type, town',
  properties: 'Properties',
  cities: 'Towns',
  types: 'Types',
  forSale: 'For sale',
  forRent: 'For rent',
  saleCount: '{count} properties',
  rentCount: '{count} properties',
  resultsCount: '{count} results',
  noResults: 'Nothing found',
};

const index: SearchIndex = {
  properties: [{ id: 4012345, title: 'Flat with a terrace', type: 'Flat', city: 'Elsene', zip: '1050', price: '', href: '/p' }],
  cities: [{ name: 'Elsene', zip: '1050', searchName: 'elsene', href: '/c', count: 1 }],
  types: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home search, when its index cannot load', () => {
  it('leaves no rejection unhandled and asks again at the next key (offline, or a navigation cut it off)', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Load failed'))
      .mockResolvedValue(new Response(JSON.stringify(index)));
    vi.stubGlobal('fetch', fetch);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<HomeSearch locale="nl" labels={labels} saleHref="/s" rentHref="/r" icon={null} />);
      const input = screen.getByRole('combobox');
      await act(async () => {
        fireEvent.focus(input);
        fireEvent.change(input, { target: { value: 'Else' } });
      });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('option')).toBeNull();

      await act(async () => {
        fireEvent.change(input, { target: { value: 'Elsene' } });
      });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
