/**
 * A fake Omnicasa on this machine serving a generated agency account, independent of the site's
 * snapshot (tests/harness/fake-omnicasa/: its README lists the wire fields, modes and admin API):
 *
 *   npx tsx --tsconfig tsconfig.scripts.json tests/harness/fake-omnicasa.mts --port 3800 --customer demo --password demo-secret
 *     [--seed 1] [--count 40] [--categories 3..12] [--projects 2] [--clean]
 *     [--rates html=0.5,longText=0] [--clock UTC|Europe/Brussels] [--page-cap 100] [--remote-pictures]
 *
 * Pictures and documents are URLs on the fake itself, which serves them (--remote-pictures is
 * accepted for the old fake's callers and changes nothing). Prints one line with the URL to use as
 * OMNICASA_URL; SIGTERM or Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { parseRates } from '@/tests/harness/fake-omnicasa/rates';
import {
  startFakeOmnicasa as startFake,
  type FakeOmnicasa,
  type FakeOmnicasaOptions as ServerOptions,
} from '@/tests/harness/fake-omnicasa/server';

export type { FakeOmnicasa };

export type FakeOmnicasaOptions = Omit<ServerOptions, 'projects'> & {
  /** How many projects; the old fake's 'demo' (some) and 'snapshot' (none) still read. */
  projects?: number | 'demo' | 'snapshot';
};

export function startFakeOmnicasa({
  projects,
  ...options
}: FakeOmnicasaOptions): Promise<FakeOmnicasa> {
  return startFake({
    ...options,
    projects: projects === 'snapshot' ? 0 : projects === 'demo' ? undefined : projects,
  });
}

function fail(message: string): never {
  console.error(`fake-omnicasa: ${message}`);
  process.exit(1);
}

/** The flag's whole number, undefined when not given. */
function wholeNumber(flag: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) fail(`--${flag} must be a whole number from ${min}`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3800' },
      host: { type: 'string', default: '127.0.0.1' },
      customer: { type: 'string', default: 'demo' },
      password: { type: 'string', default: 'demo-secret' },
      seed: { type: 'string' },
      count: { type: 'string' },
      categories: { type: 'string' },
      projects: { type: 'string' },
      rates: { type: 'string' },
      clean: { type: 'boolean', default: false },
      clock: { type: 'string' },
      'page-cap': { type: 'string' },
      'remote-pictures': { type: 'boolean', default: false },
    },
  });
  const port = wholeNumber('port', values.port, 0)!;
  if (port > 65535) fail('--port must be a port number');
  if (values.clock !== undefined && values.clock !== 'UTC' && values.clock !== 'Europe/Brussels') {
    fail('--clock must be UTC or Europe/Brussels');
  }
  let rates;
  try {
    rates = values.rates === undefined ? undefined : parseRates(values.rates);
  } catch (error) {
    fail(`--rates: ${error instanceof Error ? error.message : String(error)}`);
  }
  const fake = await startFakeOmnicasa({
    port,
    host: values.host,
    customerName: values.customer,
    customerPassword: values.password,
    seed: wholeNumber('seed', values.seed, 0),
    count: wholeNumber('count', values.count, 0),
    categories: wholeNumber('categories', values.categories, 3),
    projects: wholeNumber('projects', values.projects, 0),
    rates,
    clean: values.clean,
    clock: values.clock,
    pageCap: wholeNumber('page-cap', values['page-cap'], 1),
    remotePictures: values['remote-pictures'],
  }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  const account = fake.account();
  console.log(
    `fake Omnicasa ready at ${fake.url} (customer ${values.customer}, seed ${account.seed}, ` +
      `${account.count} properties, admin ${fake.origin}/__admin/)`,
  );
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Run only as a script: tests import startFakeOmnicasa from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
