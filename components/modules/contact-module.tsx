import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/content/site';
import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { ModuleHeading } from './module-heading';
import styles from './placeholder.module.css';

/**
 * A contact module (relation type 'contact', id 10 = the site contact form). The form arrives
 * with the forms issue; until then the agency's phone and e-mail.
 */
export async function ContactModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  const { agency } = getSiteConfig();
  return (
    <div data-contact-id={module.relations.id}>
      <ModuleHeading module={module} locale={locale} />
      <div className={styles.notice}>
        <p>{t('Modules.contactPending', { phone: agency.phone, email: agency.email })}</p>
        <p className={styles.actions}>
          <a className="button button-accent" href={`tel:${agency.phone.replace(/\s/g, '')}`}>
            {agency.phone}
          </a>
          <a className="button button-outline" href={`mailto:${agency.email}`}>
            {agency.email}
          </a>
        </p>
      </div>
    </div>
  );
}
