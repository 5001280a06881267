import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobOffer, type JobOffer } from '@/lib/content/article-schema';
import { getArticleByKey } from '@/lib/content/articles';
import { openJobOffers } from '@/lib/content/job-offers';
import { SITE_LOCALES } from '@/lib/locale';
import { jsonLdText } from '@/lib/property/json-ld';
import { jobPostingJsonLd } from '@/lib/seo/structured-data';
import { schemaOrgGraph } from '../../e2e/schema-vocabulary';
import { isGoogleAcceptedJobPostingGap } from '../../e2e/structured-data-gaps';

const offer = (fields: Partial<JobOffer> = {}): JobOffer =>
  jobOffer.parse({
    id: 'sales-agent',
    title: { nl: 'Makelaar', fr: 'Agent', en: 'Agent', de: 'Makler' },
    description: {
      nl: 'U verkoopt.\n\nU <b>onderhandelt</b> & volgt op.',
      fr: 'Vous vendez.',
      en: 'You sell.',
      de: 'Sie verkaufen.',
    },
    employmentType: ['FULL_TIME'],
    locations: [
      {
        addressLocality: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
        postalCode: '1050',
        addressCountry: 'BE',
      },
    ],
    datePosted: '2026-10-01',
    validThrough: '2026-12-31',
    ...fields,
  } satisfies z.input<typeof jobOffer>);

type ValidatorIssue = Parameters<typeof isGoogleAcceptedJobPostingGap>[0] & {
  severity: string;
  issueMessage: string;
};

describe('open job offers', () => {
  const at = (iso: string) => new Date(iso);
  it('keeps an offer through its last day in Brussels and drops it the day after', () => {
    expect(openJobOffers([offer()], at('2026-12-31T22:59:00Z'))).toHaveLength(1);
    expect(openJobOffers([offer()], at('2026-12-31T23:00:00Z'))).toHaveLength(0);
  });

  it('keeps an offer without a last day, and hides one not yet posted', () => {
    expect(openJobOffers([offer({ validThrough: null })], at('2030-01-01T12:00:00Z'))).toHaveLength(
      1,
    );
    expect(openJobOffers([offer()], at('2026-09-30T12:00:00Z'))).toHaveLength(0);
  });
});

describe('job offer schema', () => {
  it('refuses a last day before the posting date, an unknown contract type and a bad postal code', () => {
    expect(() => offer({ validThrough: '2026-09-01' })).toThrow(/validThrough/);
    expect(() => offer({ employmentType: ['FULLTIME' as never] })).toThrow();
    expect(() =>
      offer({ locations: [{ ...offer().locations[0]!, postalCode: 'B-1050' }] }),
    ).toThrow();
    expect(() => offer({ datePosted: '2026-02-30' })).toThrow();
  });

  it('refuses a salary range upside down', () => {
    expect(() =>
      offer({ baseSalary: { minValue: 4000, maxValue: 3000, unit: 'MONTH' } }),
    ).toThrow();
  });
});

describe('JobPosting JSON-LD', () => {
  it('describes the offer in the page language, with its last day ending in Brussels', () => {
    const data = jobPostingJsonLd(offer(), 'nl');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Makelaar',
      datePosted: '2026-10-01',
      validThrough: '2026-12-31T23:59:59+01:00',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: 'sales-agent' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Immo Horizon',
        sameAs: 'https://www.immohorizon.be/nl/',
        logo: 'https://www.immohorizon.be/logo.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Elsene', postalCode: '1050', addressCountry: 'BE' },
      },
    });
    expect(jobPostingJsonLd(offer({ validThrough: '2027-06-30' }), 'nl').validThrough).toBe(
      '2027-06-30T23:59:59+02:00',
    );
  });

  it('writes the description as HTML paragraphs, escaping the text', () => {
    expect(jobPostingJsonLd(offer(), 'nl').description).toBe(
      '<p>U verkoopt.</p><p>U &lt;b&gt;onderhandelt&lt;/b&gt; &amp; volgt op.</p>',
    );
  });

  it('lists several offices as several places, and the pay as a monthly range', () => {
    const two = offer({
      locations: [
        {
          addressLocality: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
          postalCode: '9000',
          addressCountry: 'BE',
        },
        offer().locations[0]!,
      ],
      baseSalary: { minValue: 2800, maxValue: 3500, unit: 'MONTH' },
    });
    const data = jobPostingJsonLd(two, 'fr');
    expect(data.jobLocation).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Gand' }) }),
      expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Ixelles' }) }),
    ]);
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 2800, maxValue: 3500, unitText: 'MONTH' },
    });
  });

  it("gives the jobs article's offers without error for the structured-data validator", async () => {
    const jobs = getArticleByKey('jobs')!;
    const open = openJobOffers(jobs.jobOffers, new Date('2026-11-25T12:00:00Z'));
    expect(open.map((o) => o.id)).toEqual(['sales-agent-brussels', 'property-manager']);
    const validator = new Validator(schemaOrgGraph());
    const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });
    for (const locale of SITE_LOCALES) {
      const data = open.map((o) => jobPostingJsonLd(o, locale));
      const html = `<html><head><script type="application/ld+json">${jsonLdText(data)}</script></head></html>`;
      const issues = (await validator.validate(extractor.parse(html))) as ValidatorIssue[];
      expect(
        issues
          .filter((i) => !isGoogleAcceptedJobPostingGap(i))
          .map((i) => `${i.severity}: ${i.issueMessage}`),
        locale,
      ).toEqual([]);
    }
  });
});

describe('validator gaps Google accepts', () => {
  const issue = (posting: object, field: string) => ({
    rootType: 'JobPosting',
    source: JSON.stringify(posting),
    path: [{ type: 'JobPosting', index: 0 }],
    fieldNames: [field],
  });
  const place = (country?: string) => ({ '@type': 'Place', address: { addressCountry: country } });

  it('sets aside the remote-only fields of an on-site job, and a country read through several places', () => {
    expect(
      isGoogleAcceptedJobPostingGap(issue({ jobLocation: place('BE') }, 'jobLocationType')),
    ).toBe(true);
    expect(
      isGoogleAcceptedJobPostingGap(
        issue({ jobLocation: [place('BE'), place('BE')] }, 'jobLocation.address.addressCountry'),
      ),
    ).toBe(true);
  });

  it('keeps them for a remote job, a place without country or a job without place', () => {
    const remote = { jobLocationType: 'TELECOMMUTE', jobLocation: place('BE') };
    expect(isGoogleAcceptedJobPostingGap(issue(remote, 'applicantLocationRequirements'))).toBe(
      false,
    );
    expect(
      isGoogleAcceptedJobPostingGap(
        issue({ jobLocation: [place('BE'), place()] }, 'jobLocation.address.addressCountry'),
      ),
    ).toBe(false);
    expect(isGoogleAcceptedJobPostingGap(issue({}, 'jobLocationType'))).toBe(false);
    expect(isGoogleAcceptedJobPostingGap(issue({ jobLocation: place('BE') }, 'baseSalary'))).toBe(
      false,
    );
  });
});
