export declare const E2E_TAG_ENV: Readonly<Record<string, string>>;
