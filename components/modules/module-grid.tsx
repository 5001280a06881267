import type { CSSProperties } from 'react';
import type { PageModule } from '@/lib/content/menu-schema';
import { isPublished } from '@/lib/content/menu';
import type { SiteLocale } from '@/lib/locale';
import { getArticle } from '@/lib/content/articles';
import { languageRule } from '@/lib/content/languages';
import { articleShownLanguage } from '@/lib/content/translations';
import { ArticleModule } from './article-module';
import { moduleTitleOf } from './module-heading';
import { ContactModule } from './contact-module';
import { NewsModule } from './news-module';
import { Photo } from '@/components/media/photo';
import { moduleImageSizes } from '@/lib/images/slot-sizes';
import { columnsOf, moduleBackground } from './module-columns';
import { PropertyListModule, type ListRequest } from './property-list-module';
import styles from './module-grid.module.css';

function ModuleBody({ module, locale, list, first }: { module: PageModule; locale: SiteLocale; list: ListRequest | null; first: boolean }) {
  switch (module.relations.type) {
    case 'article':
      return <ArticleModule module={module} locale={locale} />;
    case 'property-list':
      return <PropertyListModule module={module} locale={locale} request={list} first={first} />;
    case 'contact':
      return <ContactModule module={module} locale={locale} />;
    case 'news':
      return <NewsModule module={module} locale={locale} />;
  }
}

/**
 * The modules of a page in the 12-column grid of SPEC §9: a module spans 12 or 8 columns on
 * large screens, or its own `col {sm, md, lg}` widths; a background photo or colour when set.
 * `list`: the page's path and URL query, for its full property list. `opensPage`: nothing but the
 * page's header comes before the grid, so its first module's photos are in the first screen and asked
 * for at once; false under the home banner, whose photo is the first screen's and must not share the
 * line with them.
 */
export function ModuleGrid({
  modules,
  locale,
  list = null,
  opensPage = true,
}: {
  modules: PageModule[];
  locale: SiteLocale;
  list?: ListRequest | null;
  opensPage?: boolean;
}) {
  const rule = languageRule();
  // An article not there in this language (lib/content/translations) takes its module with it.
  const shown = (module: PageModule) => {
    const article = module.relations.type === 'article' ? getArticle(module.relations.id) : undefined;
    return !article || articleShownLanguage(article, locale, rule) !== null;
  };
  const visible = modules.filter(isPublished).filter(shown).sort((a, b) => a.sort - b.sort);
  return (
    <div className={`container ${styles.grid}`}>
      {visible.map((module, index) => {
        const first = opensPage && index === 0;
        const kind = moduleBackground(module);
        const background = kind === 'image' ? module.image!.url : null;
        const style = {
          '--sm': module.col.sm,
          '--md': module.col.md,
          '--lg': Math.min(module.col.lg, module.span),
          ...(module.colorBackground ? { '--module-bg': module.colorBackground } : {}),
        } as CSSProperties;
        // A module with a title is a section named by it; one without is a plain block (a section
        // without a heading is an outline hole the HTML checker warns about).
        const titled = moduleTitleOf(module, locale, rule) !== null;
        const Block = titled ? 'section' : 'div';
        return (
          <Block
            key={module.id}
            className={`${styles.module} ${module.class}`.trim()}
            style={style}
            data-view={module.view || undefined}
            data-background={kind ?? undefined}
            data-module={module.relations.type}
            aria-labelledby={titled ? `module-${module.id}` : undefined}
          >
            {background ? (
              // A photo, not a CSS background: the optimizer's size and format for the module's width,
              // found by the browser in the HTML; on a page that opens with it, it is the LCP element.
              <div className={styles.backdrop}>
                <Photo
                  className={styles.backdropPhoto}
                  src={background}
                  alt=""
                  fill
                  sizes={moduleImageSizes({ ...columnsOf(module), background: false })}
                  {...(first ? { fetchPriority: 'high' as const } : {})}
                />
              </div>
            ) : null}
            <div className={styles.inner}>
              <ModuleBody module={module} locale={locale} list={list} first={first} />
            </div>
          </Block>
        );
      })}
    </div>
  );
}
