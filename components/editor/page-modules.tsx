import { getTranslations } from 'next-intl/server';
import type { MenuPage, PageModule } from '@/lib/content/menu-schema';
import { sortedModules } from '@/lib/content/page-module-edit';
import { writtenLanguages } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import { orderModulesAction } from '@/lib/server/actions/editor-pages';
import styles from './editor.module.css';
import { OrderBar, OrderControls } from './order-controls';
import { PostingForm } from './posting-form';

/** A module's name in the editor: its type and its title in the editor's language. */
export async function moduleName(module: PageModule, locale: SiteLocale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const type = t(`pages.types.${module.relations.type}`);
  // In the editor's language, else the first it is written in (lib/content/translations).
  const title = module.title[locale]?.trim() || module.title[writtenLanguages(module.title)[0] ?? locale];
  // A news module's number says nothing to staff; its title, shown or not, is what they gave it.
  if (module.relations.type === 'news') return module.title.public && title ? `${type} “${title}”` : type;
  return title ? `${type} “${title}”` : `${type} #${module.relations.id}`;
}

/**
 * The modules of a page in order as one form, each with its edit link, its place (typed, or dragged
 * by its handle: the form is sent on the drop), its up and down buttons and its remove button;
 * each change saves a draft.
 */
export async function PageModules({ locale, page, baseId }: { locale: SiteLocale; page: MenuPage; baseId: number | null }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const modules = sortedModules(page);
  const here = `/${locale}/staff/pages/${page.id}/`;
  const names = await Promise.all(modules.map((m) => moduleName(m, locale)));
  return (
    <section className={styles.panel} aria-labelledby="modules-title" id="modules">
      <div className={styles.inline}>
        <h2 id="modules-title">{t('pages.modules')}</h2>
        <a className="button button-accent" href={`${here}modules/new/`}>
          {t('pages.addModule')}
        </a>
      </div>
      {modules.length === 0 ? (
        <p>{t('pages.noModules')}</p>
      ) : (
        <PostingForm action={orderModulesAction.bind(null, locale)} page={here} className={styles.stack}>
          <input type="hidden" name="baseId" value={String(baseId ?? '')} />
          <input type="hidden" name="pageId" value={page.id} />
          <OrderBar lead={t('pages.modulesLead')} t={t} />
          <ol className={styles.list} data-testid="page-modules" data-sortable="submit">
            {modules.map((module, i) => (
              <li key={module.id} data-module={module.id} data-sortable-item={module.id} data-sort-name={names[i]}>
                <a href={`${here}modules/${module.id}/`}>{names[i]}</a>
                <span className={styles.inline}>
                  <OrderControls id={module.id} name={names[i]!} position={i + 1} count={modules.length} t={t} />
                  <button type="submit" className="button button-outline" name="move" value={`${module.id}:remove`} aria-label={t('pages.remove', { name: names[i]! })}>
                    {t('pages.removeShort')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </PostingForm>
      )}
    </section>
  );
}
