import { unsubscribeAction } from '@/lib/server/actions/unsubscribe';
import type { SiteLocale } from '@/lib/locale';
import { FormMessages } from './form-messages';
import { UnsubscribePanel } from './lazy-unsubscribe';

/**
 * The unsubscribe confirmation for a page at the mailed link (`/{lang}/unsubscribe/?token=…`). A
 * module apart from ./form-island: a page's client chunks hold every client component its server
 * modules import, so the lead-form pages would otherwise carry this panel's loader.
 */
export async function UnsubscribeIsland({ locale, token }: { locale: SiteLocale; token: string }) {
  return (
    <FormMessages locale={locale}>
      <UnsubscribePanel action={unsubscribeAction} token={token} />
    </FormMessages>
  );
}
