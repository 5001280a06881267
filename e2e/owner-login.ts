import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

// Password hashing is deliberately slow (scrypt), more so on a busy two-core CI machine.
export const LOGIN_TIMEOUT = 20_000;

/** Logs an owner in through the login form, as a visitor would. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  locale: 'fr' | 'nl' = 'fr',
) {
  await page.goto(locale === 'fr' ? '/fr/connexion-du-proprietaire/' : '/nl/eigenaarslogin/');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: (locale === 'fr' ? fr : nl).Portal.login.submit }).click();
}
