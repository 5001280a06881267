/**
 * Zod 4 probes `new Function('')` when it builds its first object schema, to decide whether it may
 * compile fast parsers. The site's CSP has no 'unsafe-eval', so in the browser the probe is blocked:
 * harmless (zod catches it and parses without compiling) but reported as a CSP violation on every
 * page with a form. `jitless` skips the probe. It must run before any schema is built, so the shared
 * field rules (lib/forms/fields.ts) import this module first. The server, where eval is allowed,
 * keeps the compiled parsers.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
