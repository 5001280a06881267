/**
 * The editor's history in the e2e specs: a part's version is restored from its comparison page,
 * whose confirmation makes a draft (nothing is published until the part's own 'Publish').
 */
import type { Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import { expect } from './fixtures';

/** The message after a restore, any version. */
export const RESTORED = new RegExp(nl.Editor.restored.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace('{id}', '\\d+'));

/** On a part's screen: opens the comparison of `version` (null: as delivered with the site) from the history, and confirms the restore. */
export async function restoreFromHistory(page: Page, version: string | null): Promise<void> {
  await page.locator(`[data-testid="history"] tr[data-version="${version ?? '0'}"]`).getByRole('link', { name: nl.Editor.history.compare }).click();
  await expect(page).toHaveURL(/\/staff\/history\/[a-z]+(?:-\d+)?\/\d+\/$/);
  await page.getByTestId('restore').getByRole('button', { name: nl.Editor.compare.restore }).click();
  await expect(page.getByRole('status')).toHaveText(RESTORED);
}

/**
 * Deletes the page edited at `editUrl` ('/nl/staff/pages/12/') through its confirmation page, and
 * publishes the deletion from the pages list (that page only).
 */
export async function deleteAndPublish(page: Page, editUrl: string): Promise<void> {
  const id = editUrl.match(/\/pages\/(\d+)\/$/)![1];
  await page.goto(editUrl);
  await page.getByRole('link', { name: nl.Editor.pages.delete }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/pages/${id}/delete/$`));
  await page.getByRole('button', { name: nl.Editor.confirmDelete.page.confirm }).click();
  await expect(page).toHaveURL(/\/nl\/staff\/pages\/\?saved=\d+$/);
  await page.getByTestId('pending').locator(`li[data-part="page-${id}"]`).getByRole('button', { name: nl.Editor.publishBar.publishOne }).click();
  await expect(page.getByRole('status')).toContainText('Gepubliceerd');
}
