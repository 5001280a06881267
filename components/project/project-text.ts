import { getTranslations } from 'next-intl/server';
import { getTypes } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import type { ProjectListText } from './project-list';

/** The texts of the projects list and its cards in one language. */
export async function projectListText(locale: SiteLocale): Promise<ProjectListText> {
  const t = await getTranslations({ locale });
  return {
    newBuild: t('Projects.newBuild'),
    soldOut: t('Projects.soldOut'),
    startingFrom: t('STARTING_FROM'),
    units: (count) => t('Projects.units', { count }),
    available: (count) => t('Projects.available', { count }),
    count: (count) => t('Projects.count', { count }),
    empty: t('Errors.noProjects'),
    typeNames: new Map(getTypes(locale).map((type) => [type.WebID, type.Name])),
  };
}
