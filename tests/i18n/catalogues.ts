/**
 * Every site language's messages/<code>.json, read for each of SITE_LOCALES: the tests that go
 * through all the catalogues take them from here, so a language added to the list is tested
 * (and a missing file fails here) without any test naming it. Typed as en.json, the reference
 * whose keys tests/i18n/messages.test.ts holds every catalogue to.
 */
import { perLanguage, type SiteLocale } from '@/lib/locale';
import { catalogueOf, type Catalogue } from './catalogue-file';

export type { Catalogue };

export const CATALOGUES: Readonly<Record<SiteLocale, Catalogue>> = perLanguage(catalogueOf);
