import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { INTERNAL_ROUTES, PAGE_ROUTES, STAFF_ROUTES, type RouteKind } from '@/lib/routes/registry';

const appDir = path.join(process.cwd(), 'app/[locale]');
const GROUP_OF: Record<RouteKind, string> = { public: '(site)', portal: '(portal)', staff: '(staff)', internal: '(internal)' };

/** The folders holding a page.tsx under a route group, as paths ('/for-sale/[city]/[title]/[id]', '' for the group's root). */
function pageFolders(group: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${rel}/${name}`);
      else if (name === 'page.tsx') found.push(rel);
    }
  };
  walk(path.join(appDir, group), '');
  return found.sort();
}

const segments = (p: string) => p.split('/').filter(Boolean);

describe('the route registry and the folders of app/[locale]', () => {
  it('has a route group for each kind and no other group', () => {
    const groups = readdirSync(appDir).filter((name) => /^\(.*\)$/.test(name));
    expect(groups.sort()).toEqual(Object.values(GROUP_OF).sort());
  });

  it('names every public page folder, and every public entry rendered from a folder has one', () => {
    const registered = Object.entries(PAGE_ROUTES)
      .filter(([, r]) => r.kind === 'public' && r.renders === 'folder')
      .map(([internal]) => (internal === '/' ? '' : internal));
    // The catch-all of the page tree serves the entries rendered by 'page-tree' and staff's own pages.
    expect(pageFolders('(site)')).toEqual([...registered, '/[...slug]'].sort());
  });

  it('names every portal folder', () => {
    const registered = Object.entries(PAGE_ROUTES).filter(([, r]) => r.kind === 'portal').map(([internal]) => internal);
    expect(pageFolders('(portal)')).toEqual(registered.sort());
  });

  it('names every editor screen, with a pattern for each parameter', () => {
    expect(pageFolders('(staff)')).toEqual(Object.keys(STAFF_ROUTES).sort());
    for (const [route, params] of Object.entries(STAFF_ROUTES)) {
      const names = segments(route).flatMap((s) => /^\[(\w+)\]$/.exec(s)?.[1] ?? []);
      expect(Object.keys(params).sort(), route).toEqual(names.sort());
    }
  });

  it('names every internal folder by its first segment', () => {
    const firsts = new Set(pageFolders('(internal)').map((folder) => `/${segments(folder)[0]}`));
    expect([...firsts].sort()).toEqual(Object.values(INTERNAL_ROUTES).sort());
  });
});

describe('the page routes', () => {
  it('spell each page in every language with the segments and parameters of its internal path', () => {
    for (const [internal, route] of Object.entries(PAGE_ROUTES)) {
      const original = segments(internal);
      for (const locale of SITE_LOCALES) {
        const localized = segments(typeof route.path === 'string' ? route.path : route.path[locale]);
        expect(localized.length, `${internal} in ${locale}`).toBe(original.length);
        original.forEach((segment, i) => {
          if (segment.startsWith('[')) expect(localized[i], `${internal} in ${locale}`).toBe(segment);
          else expect(localized[i], `${internal} in ${locale}`).toMatch(/^[a-z0-9-]+$/);
        });
      }
    }
  });

  it('gives the property detail only to the folders of a goal and its country sub-lists', () => {
    const details = Object.entries(PAGE_ROUTES).flatMap(([internal, r]) => ('detail' in r ? [[internal, r.detail]] : []));
    for (const [internal, detail] of details as [string, { goal: string; country?: string }][]) {
      expect(internal).toBe(`/for-${detail.goal}${detail.country ? `/${detail.country}` : ''}/[city]/[title]/[id]`);
    }
    expect(details).toHaveLength(6);
  });

  it('keeps private pages out of shared caches and out of search engines', async () => {
    const { NOT_INDEXED_PATHNAMES, PRIVATE_PATHNAMES } = await import('@/lib/routes');
    expect([...PRIVATE_PATHNAMES].sort()).toEqual(['/confirm-alert', '/portal', '/purchase-costs', '/reset-password', '/unsubscribe']);
    for (const p of PRIVATE_PATHNAMES) expect(NOT_INDEXED_PATHNAMES).toContain(p);
    expect(NOT_INDEXED_PATHNAMES).toEqual(expect.arrayContaining(['/login', '/favourites', '/forgot-password']));
  });
});
