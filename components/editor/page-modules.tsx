import { getTranslations } from 'next-intl/server';
import type { MenuPage, PageModule } from '@/lib/content/menu-schema';
import { sortedModules } from '@/lib/content/page-module-edit';
import { writtenLanguages } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import { stepModuleAction } from '@/lib/server/actions/editor-pages';
import styles from './editor.module.css';
import { PostingForm } from './posting-form';

/** A module's name in the editor: its type and its title in the editor's language. */
export async function moduleName(module: PageModule, locale: SiteLocale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const type = t(`pages.types.${module.relations.type}`);
  // In the editor's language, else the first it is written in (lib/content/translations).
  const title = module.title[locale]?.trim() || module.title[writtenLanguages(module.title)[0] ?? locale];
  return title ? `${type} “${title}”` : `${type} #${module.relations.id}`;
}

/** The modules of a page in order, each with its edit link and buttons to move it or remove it (they save a draft). */
export async function PageModules({ locale, page, baseId }: { locale: SiteLocale; page: MenuPage; baseId: number | null }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const modules = sortedModules(page);
  const here = `/${locale}/staff/pages/${page.id}/`;
  const step = (module: PageModule, name: string, action: 'up' | 'down' | 'remove', disabled: boolean) => (
    <PostingForm action={stepModuleAction.bind(null, locale)} page={here}>
      <input type="hidden" name="baseId" value={String(baseId ?? '')} />
      <input type="hidden" name="pageId" value={page.id} />
      <input type="hidden" name="moduleId" value={module.id} />
      <input type="hidden" name="step" value={action} />
      <button
        type="submit"
        className="button button-outline"
        disabled={disabled}
        aria-label={t(action === 'up' ? 'pages.moveUp' : action === 'down' ? 'pages.moveDown' : 'pages.remove', { name })}
      >
        {t(action === 'up' ? 'pages.up' : action === 'down' ? 'pages.down' : 'pages.removeShort')}
      </button>
    </PostingForm>
  );
  const names = await Promise.all(modules.map((m) => moduleName(m, locale)));
  return (
    <section className={styles.panel} aria-labelledby="modules-title" id="modules">
      <div className={styles.inline}>
        <h2 id="modules-title">{t('pages.modules')}</h2>
        <a className="button button-accent" href={`${here}modules/new/`}>
          {t('pages.addModule')}
        </a>
      </div>
      <p className={styles.muted}>{t('pages.modulesLead')}</p>
      {modules.length === 0 ? (
        <p>{t('pages.noModules')}</p>
      ) : (
        <ol className={styles.list} data-testid="page-modules">
          {modules.map((module, i) => (
            <li key={module.id} data-module={module.id}>
              <a href={`${here}modules/${module.id}/`}>
                {names[i]}
              </a>
              <div className={styles.inline}>
                {step(module, names[i]!, 'up', i === 0)}
                {step(module, names[i]!, 'down', i === modules.length - 1)}
                {step(module, names[i]!, 'remove', false)}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
