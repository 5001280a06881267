import { describe, expect, it } from 'vitest';
import { passwordRefusal } from '@/lib/server/auth/password-policy';

describe('which new passwords are refused', () => {
  it.each([
    ['1234567890', 'anne@example.be', 'PASSWORD_COMMON'],
    ['AZERTYUIOP', 'anne@example.be', 'PASSWORD_COMMON'],
    ['Wachtwoord', 'anne@example.be', 'PASSWORD_COMMON'],
    ['motdepasse', 'anne@example.be', 'PASSWORD_COMMON'],
    ['Jan.Peeters-2026', 'jan.peeters@example.be', 'PASSWORD_PERSONAL'],
    ['my JANPEETERS key', 'jan.peeters@example.be', 'PASSWORD_PERSONAL'],
    ['Immo-Horizon 2026!', 'anne@example.be', 'PASSWORD_PERSONAL'],
    ['welcome at immohorizon', 'anne@example.be', 'PASSWORD_PERSONAL'],
  ] as const)('refuses %s for %s (%s)', async (password, email, refusal) => {
    expect(await passwordRefusal(password, { email, agencyName: 'Immo Horizon' })).toBe(refusal);
  });

  it.each([
    ['correct horse battery staple', 'anne@example.be'],
    ['jo likes long walks', 'jo@example.be'],
    ['Peeters is not Jan here', 'jan.peeters@example.be'],
  ])('accepts %s for %s', async (password, email) => {
    expect(await passwordRefusal(password, { email, agencyName: 'Immo Horizon' })).toBeNull();
  });

  it("uses the site's agency name when none is given", async () => {
    expect(await passwordRefusal('immo horizon forever', { email: 'anne@example.be' })).toBe('PASSWORD_PERSONAL');
  });
});
