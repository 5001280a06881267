/**
 * The words of the error pages (app/[locale]/error.tsx, app/global-error.tsx), in every language.
 * Those pages are client components that must render when nothing else does, the locale layout and
 * its messages included (global-error replaces the layout), so their few words travel with them
 * instead of the whole messages/*.json. messages/*.json `ErrorPage` stays the source: a test keeps
 * this table equal to it.
 */
import { defaultLocale } from '@/i18n/languages';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';

export type ErrorPageText = { title: string; text: string; retry: string; backHome: string; reference: string };

export const ERROR_PAGE_TEXT: Readonly<Record<SiteLocale, ErrorPageText>> = {
  nl: {
    title: 'Er ging iets mis',
    text: 'Deze pagina kon niet worden getoond. Probeer het over enkele ogenblikken opnieuw; blijft het misgaan, neem dan contact met ons op.',
    retry: 'Opnieuw proberen',
    backHome: 'Terug naar de homepagina',
    reference: 'Referentie: {digest}',
  },
  fr: {
    title: 'Une erreur est survenue',
    text: "Cette page n'a pas pu être affichée. Veuillez réessayer dans un instant ; si le problème persiste, contactez-nous.",
    retry: 'Réessayer',
    backHome: "Retour à l'accueil",
    reference: 'Référence : {digest}',
  },
  en: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again in a moment; if it keeps happening, contact us.',
    retry: 'Try again',
    backHome: 'Back to the home page',
    reference: 'Reference: {digest}',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal; wenn der Fehler bleibt, kontaktieren Sie uns.',
    retry: 'Erneut versuchen',
    backHome: 'Zurück zur Startseite',
    reference: 'Referenz: {digest}',
  },
};

/** The language of a page from its path ('/fr/a-vendre/' → 'fr'); the site's default when the first segment is none. */
export function errorPageLocaleOf(pathname: string | null | undefined): SiteLocale {
  const first = (pathname ?? '').split('/')[1];
  return isSiteLocale(first) ? first : defaultLocale;
}
