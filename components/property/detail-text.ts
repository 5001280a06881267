import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { FileSizeUnits, ValueWords } from '@/lib/property/field-value';

/** A translator of the Property namespace that accepts keys built at run time (group and field names). */
export type PropertyText = (key: string, values?: Record<string, string | number>) => string;

export async function propertyText(locale: SiteLocale): Promise<PropertyText> {
  const t = await getTranslations({ locale, namespace: 'Property' });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

export function valueWords(t: PropertyText): ValueWords {
  return {
    yes: t('values.yes'),
    no: t('values.no'),
    energyUnit: t('values.energyUnit'),
    energyTotalUnit: t('values.energyTotalUnit'),
    co2Unit: t('values.co2Unit'),
  };
}

export function fileSizeUnits(t: PropertyText): FileSizeUnits {
  return {
    bytes: t('documents.sizeUnits.bytes'),
    kilobytes: t('documents.sizeUnits.kilobytes'),
    megabytes: t('documents.sizeUnits.megabytes'),
  };
}
