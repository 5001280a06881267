import { SiteFormIsland } from '@/components/forms/form-island';
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
 * jobs form with its CV upload.
 */
export async function ContactModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const page = pageOf(module);
  const path = page?.path.toLowerCase() ?? '/contact';
  const href = isStaticPathname(path) ? localizedHref(path, locale) : `/${locale}${path}/`;
  return (
    <div data-contact-id={module.relations.id}>
      <ModuleHeading module={module} locale={locale} />
      <SiteFormIsland form={path === '/jobs' ? 'jobs' : 'site-contact'} locale={locale} page={href} />
    </div>
  );
}
