import { describe, expect, it } from 'vitest';
import { omnicasaConfigFromEnv, OmnicasaConfigError } from '@/lib/server/crm/omnicasa/config';

const full = {
  OMNICASA_URL: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/',
  OMNICASA_CUSTOMER_NAME: 'agency-name-value',
  OMNICASA_CUSTOMER_PASSWORD: 'password-value',
};

function errorOf(env: Record<string, string>): OmnicasaConfigError {
  try {
    omnicasaConfigFromEnv(env);
  } catch (error) {
    if (error instanceof OmnicasaConfigError) return error;
    throw error;
  }
  throw new Error('expected an OmnicasaConfigError');
}

describe('omnicasaConfigFromEnv', () => {
  it('is null when no OMNICASA_ variable is set, or only the optional ones', () => {
    expect(omnicasaConfigFromEnv({})).toBeNull();
    expect(omnicasaConfigFromEnv({ OMNICASA_URL: ' ', OMNICASA_TIMEOUT_MS: '5000' })).toBeNull();
  });

  it('reads the three required variables, with a 15 s timeout and 8 requests at once by default', () => {
    expect(omnicasaConfigFromEnv(full)).toEqual({
      baseUrl: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc',
      customerName: 'agency-name-value',
      customerPassword: 'password-value',
      timeoutMs: 15_000,
      concurrency: 8,
      pictureOrigins: ['https://newapi.omnicasa.com'],
    });
  });

  it('takes the picture origins from OMNICASA_PICTURE_ORIGINS, and refuses an entry that is not an origin', () => {
    const origins = ' https://pictures.omnicasa.example , http://127.0.0.1:3800 ';
    expect(
      omnicasaConfigFromEnv({ ...full, OMNICASA_PICTURE_ORIGINS: origins })?.pictureOrigins,
    ).toEqual(['https://pictures.omnicasa.example', 'http://127.0.0.1:3800']);
    for (const bad of [
      'pictures.omnicasa.example',
      'https://cdn.example/pictures/',
      'ftp://cdn.example',
    ]) {
      expect(() => omnicasaConfigFromEnv({ ...full, OMNICASA_PICTURE_ORIGINS: bad })).toThrow(
        /^OMNICASA_PICTURE_ORIGINS must list origins/,
      );
    }
  });

  it('reads OMNICASA_TIMEOUT_MS and OMNICASA_CONCURRENCY', () => {
    const config = omnicasaConfigFromEnv({
      ...full,
      OMNICASA_TIMEOUT_MS: '2500',
      OMNICASA_CONCURRENCY: '3',
    });
    expect(config).toMatchObject({ timeoutMs: 2500, concurrency: 3 });
  });

  it.each([
    [
      'OMNICASA_CUSTOMER_PASSWORD',
      { OMNICASA_URL: full.OMNICASA_URL, OMNICASA_CUSTOMER_NAME: full.OMNICASA_CUSTOMER_NAME },
    ],
    [
      'OMNICASA_URL',
      {
        OMNICASA_CUSTOMER_NAME: full.OMNICASA_CUSTOMER_NAME,
        OMNICASA_CUSTOMER_PASSWORD: full.OMNICASA_CUSTOMER_PASSWORD,
      },
    ],
    ['OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD', { OMNICASA_URL: full.OMNICASA_URL }],
  ])('names %s when a half configuration is set, and no value', (missing, env) => {
    const error = errorOf(env);
    expect(error.message).toContain(`${missing} `);
    for (const value of Object.values(full)) expect(error.message).not.toContain(value);
  });

  it.each([
    ['OMNICASA_URL', { OMNICASA_URL: 'not a url password-value' }],
    ['OMNICASA_URL', { OMNICASA_URL: 'ftp://crm.example/' }],
    ['OMNICASA_URL', { OMNICASA_URL: 'https://crm.example/?json=password-value' }],
    ['OMNICASA_TIMEOUT_MS', { OMNICASA_TIMEOUT_MS: 'soon' }],
    ['OMNICASA_TIMEOUT_MS', { OMNICASA_TIMEOUT_MS: '0' }],
    ['OMNICASA_CONCURRENCY', { OMNICASA_CONCURRENCY: '1000' }],
  ])('names %s when its value is invalid, without the value', (name, env) => {
    const error = errorOf({ ...full, ...env });
    expect(error.message).toContain(name);
    expect(error.message).not.toContain('password-value');
  });
});
