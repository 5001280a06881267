// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FavouriteButton } from '@/components/saved-properties/favourite-button';
import { FavouriteTextsProvider } from '@/components/saved-properties/favourite-texts';
import { FavouritesCount } from '@/components/saved-properties/favourites-count';
import { FAVOURITES } from '@/lib/saved-properties/id-list';
import { readIds, writeIds } from '@/components/saved-properties/stored-ids';
import { openFavouritesScript, OPENING_ATTRIBUTE } from '@/lib/saved-properties/open-favourites-script';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the favourites kept in the browser', () => {
  it('reads what was written, and the same array while nothing changed', () => {
    writeIds(FAVOURITES, [5, 6]);
    expect(readIds(FAVOURITES)).toEqual([5, 6]);
    expect(readIds(FAVOURITES)).toBe(readIds(FAVOURITES));
  });

  it('reads a value damaged by hand as an empty list', () => {
    localStorage.setItem(FAVOURITES.key, 'not json');
    expect(readIds(FAVOURITES)).toEqual([]);
  });
});

describe('the heart and the header count', () => {
  const texts = { save: 'Save {name} to favourites', saveShort: 'Favourite' };
  const page = () =>
    render(
      <FavouriteTextsProvider texts={texts}>
        <FavouritesCount />
        <FavouriteButton id={11} name="Villa in Gent" />
        <FavouriteButton id={12} name="Flat in Namur" />
      </FavouriteTextsProvider>,
    );

  it('is a toggle button named after its property, pressed when saved', () => {
    page();
    const villa = screen.getByRole('button', { name: 'Save Villa in Gent to favourites' });
    expect(villa.getAttribute('aria-pressed')).toBe('false');
    act(() => villa.click());
    expect(villa.getAttribute('aria-pressed')).toBe('true');
    expect(readIds(FAVOURITES)).toEqual([11]);
    act(() => villa.click());
    expect(villa.getAttribute('aria-pressed')).toBe('false');
    expect(readIds(FAVOURITES)).toEqual([]);
  });

  it('shows the favourites already stored, and the count follows each change', () => {
    writeIds(FAVOURITES, [12]);
    page();
    expect(screen.getByRole('button', { name: /Flat in Namur/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('favourites-count').textContent).toBe('1');
    act(() => screen.getByRole('button', { name: /Villa in Gent/ }).click());
    expect(screen.getByTestId('favourites-count').textContent).toBe('2');
  });

  it('follows a change made in another tab', () => {
    page();
    expect(screen.queryByTestId('favourites-count')).toBeNull();
    act(() => {
      localStorage.setItem(FAVOURITES.key, '[11,12,13]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES.key }));
    });
    expect(screen.getByTestId('favourites-count').textContent).toBe('3');
  });

  it('names the detail page button by its visible text', () => {
    render(
      <FavouriteTextsProvider texts={texts}>
        <FavouriteButton id={11} labelled />
      </FavouriteTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the favourites page script', () => {
  const run = (stored: string | null) => {
    const replaced: string[] = [];
    const html = { attributes: [] as string[], setAttribute: (name: string) => html.attributes.push(name) };
    const storage = { getItem: () => stored };
    const location = { pathname: '/nl/favorieten/', replace: (url: string) => replaced.push(url) };
    new Function('localStorage', 'location', 'document', openFavouritesScript(FAVOURITES.key))(storage, location, { documentElement: html });
    return { replaced, attributes: html.attributes };
  };

  it('opens the page of the stored list and hides the empty message meanwhile', () => {
    expect(run('[4012345,4012388]')).toEqual({ replaced: ['/nl/favorieten/?ids=4012345,4012388'], attributes: [OPENING_ATTRIBUTE] });
  });

  it.each([null, '[]', 'broken', '["<x>"]'])('stays on the empty page for %s', (stored) => {
    expect(run(stored)).toEqual({ replaced: [], attributes: [] });
  });
});
