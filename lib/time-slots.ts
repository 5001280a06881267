/**
 * Contact and visit time slots, SPEC §9 "Time slots": 10:00-13:00, 14:00-16:00, 16:00-19:00;
 * Dutch has 13:00-16:00 as its middle slot; German and French end the last slot at 18:00.
 */
import type { SiteLocale } from '@/lib/locale';

export const TIME_SLOTS: Readonly<Record<SiteLocale, readonly string[]>> = {
  nl: ['10:00-13:00', '13:00-16:00', '16:00-19:00'],
  fr: ['10:00-13:00', '14:00-16:00', '16:00-18:00'],
  en: ['10:00-13:00', '14:00-16:00', '16:00-19:00'],
  de: ['10:00-13:00', '14:00-16:00', '16:00-18:00'],
};

export function timeSlots(locale: SiteLocale): readonly string[] {
  return TIME_SLOTS[locale];
}
