import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { newsItems } from '@/lib/content/news';
import { SITE_LOCALES } from '@/lib/locale';
import { jsonLdText } from '@/lib/property/json-ld';
import { newsArticleJsonLd } from '@/lib/seo/structured-data';
import { schemaOrgGraph } from '../../e2e/schema-vocabulary';

describe('NewsArticle JSON-LD', () => {
  it('describes a news item in the page language: headline, day, photo, the agency as author and publisher', () => {
    const [item] = newsItems(getArticles(), getCategories(), 'fr');
    expect(newsArticleJsonLd(item!, 'fr')).toMatchObject({
      '@type': 'NewsArticle',
      headline: item!.title,
      inLanguage: 'fr',
      datePublished: item!.date,
      url: `https://www.immohorizon.be${item!.href}`,
      image: [`https://www.immohorizon.be${item!.image!.url}`],
      author: { '@type': 'Organization', name: 'Immo Horizon' },
      publisher: { '@type': 'Organization', name: 'Immo Horizon', logo: 'https://www.immohorizon.be/logo.svg' },
    });
  });

  it('leaves out the day and the photo an item does not have', () => {
    const data = newsArticleJsonLd({ id: 1, title: 'T', excerpt: 'E', date: null, href: '/nl/nieuws/t/', image: null }, 'nl');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('image');
  });

  it('gives the delivered news without error or warning for the structured-data validator', async () => {
    const validator = new Validator(schemaOrgGraph());
    const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });
    for (const locale of SITE_LOCALES) {
      for (const item of newsItems(getArticles(), getCategories(), locale)) {
        const html = `<html><head><script type="application/ld+json">${jsonLdText(newsArticleJsonLd(item, locale))}</script></head></html>`;
        const issues = (await validator.validate(extractor.parse(html))) as Array<{ severity: string; issueMessage: string }>;
        expect(issues.map((i) => `${i.severity}: ${i.issueMessage}`), `${locale} ${item.href}`).toEqual([]);
      }
    }
  });
});
