import { confirmAlertAction } from '@/lib/server/actions/confirm-alert';
import { unsubscribeAction } from '@/lib/server/actions/unsubscribe';
import type { SiteLocale } from '@/lib/locale';
import { tokenPageHref } from '@/lib/routes';
import { FormMessages } from './form-messages';
import { TokenLinkPanel } from './token-link-panel';

/**
 * The confirmation of a mailed link (`/{lang}/unsubscribe/?token=…`, `/{lang}/confirm-alert/?token=…`,
 * a search alert's or a newsletter subscription's).
 * A module apart from ./form-island: a page's client chunks hold every client component its server
 * modules import, so the lead-form pages would otherwise carry this panel. Imported directly, not
 * through next/dynamic: its lazily loaded stylesheet came as `<link rel="stylesheet" as="style">`,
 * invalid HTML, and the panel is small (it no longer imports ./lead-form).
 */
export async function UnsubscribeIsland({ locale, token, alert }: { locale: SiteLocale; token: string; alert: boolean }) {
  return (
    <FormMessages locale={locale}>
      <TokenLinkPanel
        action={unsubscribeAction}
        token={token}
        page={tokenPageHref('/unsubscribe', locale, token)}
        labelKey={alert ? 'Forms.unsubscribe.confirmAlert' : undefined} />
    </FormMessages>
  );
}

/** The confirmation of a search alert's address, or of a newsletter subscription's (double opt-in). */
export async function ConfirmAlertIsland({ locale, token, newsletter }: { locale: SiteLocale; token: string; newsletter: boolean }) {
  const keys = newsletter ? 'NewsletterConfirm' : 'Alerts.confirm';
  return (
    <FormMessages locale={locale} namespaces={[newsletter ? 'NewsletterConfirm' : 'Alerts', 'Errors']}>
      <TokenLinkPanel
        action={confirmAlertAction}
        token={token}
        page={tokenPageHref('/confirm-alert', locale, token)}
        labelKey={`${keys}.button`} successKey={`${keys}.done`} />
    </FormMessages>
  );
}
