import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@/lib/routes/registry';
import { PORTAL_SEGMENTS, ROUTE_GROUPS, routeGroupOf } from '@/server/route-group.mjs';

describe('routeGroupOf', () => {
  it.each([
    ['/api/health/', 'health'],
    ['/api/health/ready/', 'health'],
    ['/api/altcha/', 'api'],
    ['/api/property-cards/?locale=fr&ids=1,2', 'api'],
    ['/_next/static/chunks/app-123.js', 'static'],
    ['/robots.txt', 'static'],
    ['/favicon.svg', 'static'],
    ['/_next/image?url=%2Fmedia%2F1.jpg&w=640&q=75', 'image'],
    ['/media/42-photo.jpg', 'media'],
    ['/fr/a-vendre/bruxelles/maison/4012345/', 'property'],
    ['/nl/projecten/gent/residentie/12/', 'property'],
    ['/fr/proprietaire/', 'portal'],
    ['/en/owner/4012345/', 'portal'],
    ['/de/eigentuemer/', 'portal'],
    ['/nl/staff/articles/12/', 'staff'],
    ['/fr/', 'page'],
    ['/fr/a-vendre/?page=2&email=someone@example.be', 'page'],
    ['/map-frame/', 'page'],
    ['/', 'other'],
    ['/for-sale/', 'other'],
    ['/wp-login.php/../etc', 'other'],
    ['http://evil.example/fr/', 'other'],
    [undefined, 'other'],
  ])('%s → %s', (url, group) => {
    expect(routeGroupOf(url)).toBe(group);
  });

  it('gives a bounded set of labels however many paths are asked', () => {
    const labels = new Set(Array.from({ length: 2000 }, (_, i) => routeGroupOf(`/${['fr', 'xx', 'api', '_next'][i % 4]}/${i}/junk-${i}/?q=${i}`)));
    expect([...labels].every((label) => ROUTE_GROUPS.includes(label))).toBe(true);
    expect(labels.size).toBeLessThanOrEqual(ROUTE_GROUPS.length);
  });

  it("knows the portal's first segment in every language of the route registry", () => {
    const portal = Object.values(PAGE_ROUTES['/portal'].path).map((path) => path.split('/')[1]);
    expect([...PORTAL_SEGMENTS].sort()).toEqual([...new Set(portal)].sort());
  });
});
