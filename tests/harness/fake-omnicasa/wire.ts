/** The shapes the fake CRM answers with: plain JSON objects under Omnicasa's field names. */
import type { SiteLocale } from '@/lib/locale';

/** One record as the API sends it: any field, any value. */
export type Wire = Record<string, unknown>;

/** What the CRM holds of one property, per language. */
export interface PropertyAnswers {
  /** GetProperty's record; null where the property does not exist in that language. */
  records: Record<SiteLocale, Wire | null>;
  /** GetPropertyPictureList's items. */
  pictures: Record<SiteLocale, Wire[]>;
  /** GetDocumentList's items for this property. */
  documents: Record<SiteLocale, Wire[]>;
}
