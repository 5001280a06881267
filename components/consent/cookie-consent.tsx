import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/content/site';
import { CONSENT_FLAGS } from '@/lib/consent/consent-state';
import { linkPhrases } from '@/lib/consent/link-phrases';
import { tagSettingsFrom } from '@/lib/consent/tag-settings';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { ConsentBanner } from './consent-banner';
import { ConsentManager } from './consent-manager';
import type { ConsentTexts } from './consent-texts';

const CATEGORIES = [1, 2, 3, 4, 5] as const;

/**
 * The cookie consent of SPEC §4, mounted once per page by the site frame: the banner (server HTML,
 * shown and answered by the inline script of lib/consent/consent-boot before any other script) and
 * the client island that takes over once the app runs. The texts and the tag settings are resolved
 * here, at build time.
 */
export async function CookieConsent({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  const agreeAll = t('COOKIE_BUTTON_TEXT_AGREE');
  const decline = t('COOKIE_BUTTON_TEXT_DECLINE');
  const changeSettings = t('COOKIE_CHANGE_SETTINGS');
  const texts: ConsentTexts = {
    agreeAll,
    decline,
    changeSettings,
    agreePartly: t('COOKIE_BUTTON_TEXT_AGREE_PARTLY'),
    back: t('Consent.back'),
    settingsIntro: t('Consent.settingsIntro', { settings: t('Footer.cookieSettings') }),
    alwaysOn: t('Consent.alwaysOn'),
    categories: CATEGORIES.map((n) => ({
      title: t(`COOKIE_OPTION_${n}_TITLE`),
      content: t(`COOKIE_OPTION_${n}_CONTENT`),
    })),
    flags: Object.fromEntries(
      CONSENT_FLAGS.map((flag) => [flag, { label: t(`Consent.flags.${flag}.label`), hint: t(`Consent.flags.${flag}.hint`) }]),
    ) as ConsentTexts['flags'],
    socialNote: t('Consent.socialNote'),
    unclassifiedNote: t('Consent.unclassifiedNote'),
    saved: t('Consent.saved'),
  };
  return (
    <>
      <ConsentBanner
        texts={{
          title: t('COOKIE_WARNING_TITLE'),
          mainText: t('COOKIE_WARNING_MAIN_TEXT'),
          links: linkPhrases(t('COOKIE_WARNING_LINKS'), [
            { phrase: t('Footer.links.cookiePolicy'), href: localizedHref('/cookie-policy', locale) },
            { phrase: t('Footer.links.privacyStatement'), href: localizedHref('/privacy-statement', locale) },
          ]),
          agreeAll,
          decline,
          changeSettings,
          newTab: t('Consent.newTab'),
        }}
      />
      <ConsentManager texts={texts} tags={tagSettingsFrom(getSiteConfig().siteInfo, process.env)} />
    </>
  );
}
