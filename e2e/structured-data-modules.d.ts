// The two structured-data packages ship JavaScript without types: what e2e/structured-data.spec.ts uses of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(
      data: unknown,
    ): Promise<
      {
        issueMessage: string;
        severity: 'ERROR' | 'WARNING';
        path?: unknown;
        fieldNames?: string[];
      }[]
    >;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): {
      jsonld?: Record<string, unknown[]>;
      microdata?: Record<string, unknown[]>;
      rdfa?: Record<string, unknown[]>;
    };
  }
}
