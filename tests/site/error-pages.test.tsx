// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/fr/a-vendre/', refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ refresh: navigation.refresh }),
}));

const { default: PageError } = await import('@/app/[locale]/error');
const { default: GlobalError } = await import('@/app/global-error');

afterEach(cleanup);

const failure = Object.assign(new Error('secret database detail at /srv/app/lib/x.ts:12'), { digest: '2718281828' });

describe('the error page (app/[locale]/error.tsx)', () => {
  it("speaks the page's language, names Next's digest and never the error itself", () => {
    navigation.pathname = '/nl/te-koop/';
    render(<PageError error={failure} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Er ging iets mis');
    expect(screen.getByText('Referentie: 2718281828')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de homepagina' }).getAttribute('href')).toBe('/nl/');
    expect(document.body.textContent).not.toContain('secret database detail');
  });

  it('renders the page again from the server on "try again"', () => {
    navigation.pathname = '/en/';
    const reset = vi.fn();
    render(<PageError error={failure} reset={reset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(navigation.refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });
});

describe('the global error page (app/global-error.tsx)', () => {
  it.each([
    ['/de/zu-verkaufen/', 'de', 'Etwas ist schiefgelaufen'],
    ['/fr/', 'fr', 'Une erreur est survenue'],
    ['/nowhere/', 'fr', 'Une erreur est survenue'], // not a language: the site's default (data/languages.json)
  ])('on %s: a whole document in %s, without the locale layout', (pathname, lang, title) => {
    navigation.pathname = pathname;
    const html = renderToStaticMarkup(<GlobalError error={failure} reset={() => undefined} />);
    expect(html).toMatch(new RegExp(`^<html lang="${lang}">`));
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('secret database detail');
  });
});
