import { pathnames } from '@/i18n/pathnames';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { FEEDBACK_FORMS } from '@/lib/content/feedback-forms';
import { isStaticPathname, localizedDynamicHref, localizedHref, PRIVATE_PATHNAMES } from '@/lib/routes';

/** Every localized public URL of the route table (not the per-request private pages), with its language. */
export function routeTableUrls(): { locale: SiteLocale; url: string; internal: string }[] {
  const statics = Object.keys(pathnames)
    .filter(isStaticPathname)
    .filter((internal) => !PRIVATE_PATHNAMES.includes(internal))
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
