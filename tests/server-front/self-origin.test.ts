import { describe, expect, it } from 'vitest';
import { selfAddressesFor } from '../../server/self-origin.mjs';

describe('the host name the server gives Next', () => {
  it.each(['0.0.0.0', '::', '127.0.0.1', '127.0.1.1', '::1', 'localhost', 'LOCALHOST'])('calls %s localhost, as proxy.ts sees it', (host) => {
    expect(selfAddressesFor(host, 3000).nextHostname).toBe('localhost');
  });

  it('keeps a loopback literal in the forwarding origin, where localhost may be ::1', () => {
    expect(selfAddressesFor('127.0.0.1', 3100).origin).toBe('http://127.0.0.1:3100');
    expect(selfAddressesFor('::1', 3100).origin).toBe('http://[::1]:3100');
    expect(selfAddressesFor('0.0.0.0', 3100).origin).toBe('http://localhost:3100');
  });

  it('keeps a real name, such as a container id', () => {
    expect(selfAddressesFor('3f2a9c1d7e', 3000)).toEqual({ nextHostname: '3f2a9c1d7e', origin: 'http://3f2a9c1d7e:3000' });
    expect(selfAddressesFor('10.0.0.5', 3000).nextHostname).toBe('10.0.0.5');
  });
});
