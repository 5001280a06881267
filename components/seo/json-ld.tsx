import { jsonLdText } from '@/lib/property/json-ld';

/** A block of schema.org data (lib/seo/structured-data): a script the browser never runs. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
