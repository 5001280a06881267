import { ensureE2eDemoOwner } from './demo-owner';

/** Runs once the web servers answer (Playwright starts them first). */
export default async function globalSetup(): Promise<void> {
  await ensureE2eDemoOwner();
}
