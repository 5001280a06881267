import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/server/front-guard.mjs';
import { isSaneRequestId, requestIdFor } from '@/server/request-id.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const trusted = parseTrustedProxies('10.0.0.0/8');
const request = (peer: string, id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress: peer } });

describe('isSaneRequestId', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['6f1ab9c3d2e54f7a8b9c0d1e2f3a4b5c', true], // nginx $request_id
    ['Root=1-67891233-abcdef012345678912345678', true], // AWS
    ['abc', false], // too short to be anyone's id
    ['x'.repeat(129), false],
    ['two, ids-joined-by-node', false],
    ['line\nbreak-injected', false],
    ['"quoted-value-here"', false],
    ['<script>alert(1)</script>', false],
    ['-starts-with-dash', false],
  ])('%j → %s', (id, sane) => {
    expect(isSaneRequestId(id)).toBe(sane);
  });
});

describe('requestIdFor', () => {
  it('keeps the sane id a trusted proxy sent', () => {
    expect(requestIdFor(request('10.1.2.3', 'nginx-6f1ab9c3d2e54f7a'), trusted)).toBe('nginx-6f1ab9c3d2e54f7a');
    expect(requestIdFor(request('::ffff:10.1.2.3', 'nginx-6f1ab9c3d2e54f7a'), trusted)).toBe('nginx-6f1ab9c3d2e54f7a');
  });

  it('makes its own id when the id comes from anyone else', () => {
    const id = requestIdFor(request('203.0.113.9', 'forged-by-the-visitor'), trusted);
    expect(id).not.toBe('forged-by-the-visitor');
    expect(id).toMatch(UUID);
  });

  it('makes its own id when a trusted proxy sends a malformed one, or none', () => {
    expect(requestIdFor(request('10.1.2.3', 'bad id\r\nSet-Cookie: x=1'), trusted)).toMatch(UUID);
    expect(requestIdFor(request('10.1.2.3', 'a, b-joined-header'), trusted)).toMatch(UUID);
    expect(requestIdFor(request('10.1.2.3'), trusted)).toMatch(UUID);
  });

  it('gives each request a new id', () => {
    expect(requestIdFor(request('203.0.113.9'), trusted)).not.toBe(requestIdFor(request('203.0.113.9'), trusted));
  });

  it('trusts nobody without TRUSTED_PROXIES', () => {
    expect(requestIdFor(request('127.0.0.1', 'local-proxy-id-123'), parseTrustedProxies(''))).toMatch(UUID);
  });
});
