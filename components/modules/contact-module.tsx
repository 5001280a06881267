import { getTranslations } from 'next-intl/server';
import { SiteFormIsland } from '@/components/forms/form-island';
import { getSiteConfig } from '@/lib/content/site';
import { phoneLink } from '@/lib/phone';
import { flattenMenu } from '@/lib/content/menu';
import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { ModuleHeading } from './module-heading';

/** The page a module belongs to (modules are shared objects of the cached page tree). */
function pageOf(module: PageModule) {
  return flattenMenu().find((page) => page.params.modules.includes(module));
}

/**
 * A contact module (relation type 'contact', id 10): the site contact form; on the jobs page the
 * jobs form with its CV upload; above it, the agency's phone from Settings (the one phone of the site).
 */
export async function ContactModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const page = pageOf(module);
  const path = page?.path.toLowerCase() ?? '/contact';
  const href = isStaticPathname(path) ? localizedHref(path, locale) : `/${locale}${path}/`;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const phone = phoneLink(getSiteConfig().agency.phone);
  return (
    <div data-contact-id={module.relations.id}>
      <ModuleHeading module={module} locale={locale} />
      <p data-testid="contact-phone">
        {t('contactCall')} <a href={phone.href}>{phone.text}</a>
      </p>
      <SiteFormIsland form={path === '/jobs' ? 'jobs' : 'site-contact'} locale={locale} page={href} />
    </div>
  );
}
