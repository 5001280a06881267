import { pathnames } from '@/i18n/pathnames';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { FEEDBACK_FORMS } from '@/lib/content/feedback-forms';
import { isStaticPathname, localizedDynamicHref, localizedHref } from '@/lib/routes';

/** Every localized URL of the route table that the foundation serves, with its language. */
export function routeTableUrls(): { locale: SiteLocale; url: string; internal: string }[] {
  const statics = Object.keys(pathnames)
    .filter(isStaticPathname)
    .flatMap((internal) => SITE_LOCALES.map((locale) => ({ locale, internal, url: localizedHref(internal, locale) })));
  const feedback = FEEDBACK_FORMS.flatMap((form) =>
    SITE_LOCALES.map((locale) => ({
      locale,
      internal: `/feedback/${form}`,
      url: localizedDynamicHref('/feedback/[form]', { form }, locale),
    })),
  );
  return [...statics, ...feedback];
}
