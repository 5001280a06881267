/**
 * The detail page of a new-build project: photos, description, address by the address
 * rules, map, its units, the agent and the contact-construction form. Server component; the
 * gallery, the map and the form are the client islands, shared with the property detail page.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ProjectFormIsland } from '@/components/forms/form-island';
import { SiteFrame } from '@/components/layout/site-frame';
import { AgentCard } from '@/components/property/detail-extras';
import { DetailGallery } from '@/components/property/detail-gallery';
import { DetailLocation } from '@/components/property/detail-location';
import { propertyText } from '@/components/property/detail-text';
import detailStyles from '@/components/property/property-detail.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { formatAddressLine } from '@/lib/address';
import { menuPageAt } from '@/lib/content/menu';
import { getSiteConfig } from '@/lib/content/site';
import { getProject, getProjects, getProperty, getTypes, type Project } from '@/lib/catalogue';
import { formatDate } from '@/lib/dates';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { jsonLdText } from '@/lib/property/json-ld';
import { projectJsonLd } from '@/lib/project/json-ld';
import { isCanonicalProjectRequest, projectParamsOf, projectPath, type ProjectParams } from '@/lib/project/project-paths';
import { projectAddress, projectAddressFields, projectPriceFrom, unitCounts } from '@/lib/project/project-view';
import { localizedHref } from '@/lib/routes';
import { alternatesOf } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { cleanDescription } from '@/lib/text';
import { ProjectUnits, type ProjectUnitsText } from './project-units';
import styles from './project-detail.module.css';

/** The projects list's title: its page-tree entry's title, else the Projects title. */
export function projectsListTitle(locale: SiteLocale, fallback: string): string {
  return menuPageAt('/projects')?.params.title[locale] || fallback;
}

export type ProjectRouteProps = { params: Promise<ProjectParams> };

/** Every project of the project source (PROJECTS_FILE) by its canonical slugs in the route's language. */
export function projectStaticParams(locale: string): ProjectParams[] {
  if (!isSiteLocale(locale)) return [];
  return getProjects().map((project) => projectParamsOf(project, locale));
}

function alternatesFor(project: Project) {
  return alternatesOf(routing.locales, (l) => projectPath(project, l));
}

/** Loads the project; unknown id → 404; wrong slugs → 308 to the canonical path. */
async function load(props: ProjectRouteProps) {
  const locale = await currentLocale();
  const params = await props.params;
  const project = /^\d+$/.test(params.id) ? getProject(params.id) : undefined;
  if (!project) notFound();
  if (!isCanonicalProjectRequest(project, locale, params)) permanentRedirect(projectPath(project, locale));
  return { locale, project };
}

export async function projectMetadata(props: ProjectRouteProps): Promise<Metadata> {
  const { locale, project } = await load(props);
  const t = await getTranslations({ locale });
  const price = projectPriceFrom(project, t('STARTING_FROM'));
  return pageMetadata(
    {
      title: [project.Name[locale], project.City[locale], price].filter(Boolean).join(' · '),
      description: cleanDescription(project.Description[locale], 160),
      image: project.Pictures[0]?.Url,
    },
    locale,
    alternatesFor(project),
  );
}

async function unitsText(locale: SiteLocale, name: string): Promise<ProjectUnitsText> {
  const t = await getTranslations({ locale, namespace: 'Projects' });
  return {
    caption: t('unitsCaption', { name }),
    reference: t('table.reference'),
    type: t('table.type'),
    floor: t('table.floor'),
    bedrooms: t('table.bedrooms'),
    surface: t('table.surface'),
    price: t('table.price'),
    status: t('table.status'),
    more: t('table.more'),
    details: t('details'),
    priceHidden: t('priceHidden'),
    statuses: { available: t('status.available'), sold: t('status.sold'), option: t('status.option') },
    ground: t('floor.ground'),
    basement: t('floor.basement'),
    typeNames: new Map(getTypes(locale).map((type) => [type.WebID, type.Name])),
  };
}

export async function ProjectDetail({ props }: { props: ProjectRouteProps }) {
  const { locale, project } = await load(props);
  const [pt, common] = await Promise.all([propertyText(locale), getTranslations({ locale })]);
  const name = project.Name[locale];
  const city = project.City[locale];
  const path = projectPath(project, locale);
  const address = projectAddress(project, locale);
  const counts = unitCounts(project);
  const soldOut = counts.total > 0 && counts.available === 0;
  const price = projectPriceFrom(project, common('STARTING_FROM')) || (soldOut ? common('Projects.soldOut') : '');
  const listHref = localizedHref('/projects', locale);
  const listLabel = projectsListTitle(locale, common('Projects.title'));
  const crumbs = [
    { label: common('Common.home'), href: `/${locale}/` },
    { label: listLabel, href: listHref },
    { label: name, href: path },
  ];
  const jsonLd = projectJsonLd(project, locale, {
    url: path,
    siteUrl: getSiteConfig().siteUrl,
    address: formatAddressLine(projectAddressFields(project, locale)),
    crumbs: crumbs.map((c) => ({ name: c.label, url: c.href })),
  });
  const paragraphs = project.Description[locale].split(/\n\s*\n/).map((s) => s.trim()).filter(Boolean);
  const located = {
    ID: project.ID,
    Latitude: project.Latitude,
    Longitude: project.Longitude,
    PublishAddress: project.PublicAddress,
  };
  const facts = [
    { key: 'units', label: common('Projects.facts.units'), value: String(counts.total) },
    { key: 'available', label: common('Projects.facts.available'), value: String(counts.available) },
    ...(project.DeliveryDate
      ? [{ key: 'delivery', label: common('Projects.facts.delivery'), value: formatDate(project.DeliveryDate) }]
      : []),
  ];

  return (
    <SiteFrame locale={locale} alternates={alternatesFor(project)} currentPath="/projects">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <article className={detailStyles.page} data-testid="project-detail">
        <div className="container">
          <Breadcrumb label={common('Common.breadcrumb')} crumbs={crumbs} />
          <header className={detailStyles.head}>
            <div>
              <p className={detailStyles.eyebrow}>
                {common('Projects.newBuild')} · {city}
                {soldOut && <span className={detailStyles.badge}>{common('Projects.soldOut')}</span>}
              </p>
              <h1 className={detailStyles.title}>{name}</h1>
              <p className={detailStyles.address} data-testid="project-address">
                {address.streetLine && <span>{address.streetLine}, </span>}
                <span>{address.cityLine}</span>
              </p>
            </div>
            <div className={`${detailStyles.priceBox} ${styles.priceBox}`}>
              {price && (
                <p className={detailStyles.price} data-testid="project-price">
                  {price}
                </p>
              )}
              <p className={detailStyles.muted}>
                {common('Projects.reference')}: {project.ID}
              </p>
            </div>
          </header>
          <DetailGallery p={project} t={pt} title={name} />
          <div className={detailStyles.layout}>
            <div className={detailStyles.main}>
              <section className={detailStyles.facts} aria-label={pt('facts.title')}>
                <dl className={detailStyles.factList}>
                  {facts.map((f) => (
                    <div key={f.key} className={detailStyles.fact}>
                      <dt>{f.label}</dt>
                      <dd>{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
              {paragraphs.length > 0 && (
                <section className={detailStyles.section} aria-labelledby="description-title">
                  <h2 id="description-title">{pt('sections.description')}</h2>
                  <div className={detailStyles.description}>
                    {paragraphs.map((text, i) => (
                      <p key={i}>{text}</p>
                    ))}
                  </div>
                </section>
              )}
            </div>
            <aside className={detailStyles.side}>
              <div className={detailStyles.sticky}>
                <AgentCard p={project} t={pt} />
                <nav className={detailStyles.actions} aria-label={common('Projects.contactTitle')}>
                  <p className={detailStyles.actionsTitle}>{common('Projects.contactTitle')}</p>
                  <a href="#contact" className={`button button-accent ${detailStyles.action}`}>
                    {common('Projects.cta')}
                  </a>
                </nav>
              </div>
            </aside>
          </div>
          <section className={`${detailStyles.section} ${styles.units}`} aria-labelledby="units-title">
            <h2 id="units-title">{common('Projects.unitsTitle')}</h2>
            {project.Units.length > 0 ? (
              <ProjectUnits
                project={project}
                locale={locale}
                text={await unitsText(locale, name)}
                propertyOf={(id) => getProperty(locale, id)}
              />
            ) : (
              <p className={detailStyles.muted}>{common('Projects.noUnits')}</p>
            )}
          </section>
          <div className={styles.bottom}>
            <div className={styles.location}>
              <DetailLocation p={located} t={pt} locale={locale} title={name} price={price} />
            </div>
            <section id="contact" className={styles.contact} aria-labelledby="contact-title">
              <h2 id="contact-title">{common('Projects.contactTitle')}</h2>
              <p className={styles.contactLead}>{common('Projects.contactLead')}</p>
              <ProjectFormIsland locale={locale} page={path} projectId={project.ID} />
            </section>
          </div>
        </div>
      </article>
    </SiteFrame>
  );
}
