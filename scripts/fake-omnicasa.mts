/**
 * A fake Omnicasa on this machine, seeded from the snapshot in data/ (see
 * lib/server/crm/omnicasa/fake/server.ts for its methods, modes and admin API):
 *
 *   npx tsx scripts/fake-omnicasa.mts --port 3800 --customer demo --password demo-secret [--count 1000] [--projects demo] [--remote-pictures]
 *
 * --remote-pictures answers pictures as URLs on the fake itself, as Omnicasa does (then set
 * OMNICASA_PICTURE_ORIGINS, or let it default to the origin of OMNICASA_URL).
 *
 * Prints one line with the URL to use as OMNICASA_URL; SIGTERM or Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startFakeOmnicasa } from '@/lib/server/crm/omnicasa/fake/server';

export {
  startFakeOmnicasa,
  type FakeOmnicasa,
  type FakeOmnicasaOptions,
} from '@/lib/server/crm/omnicasa/fake/server';

function fail(message: string): never {
  console.error(`fake-omnicasa: ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3800' },
      host: { type: 'string', default: '127.0.0.1' },
      customer: { type: 'string', default: 'demo' },
      password: { type: 'string', default: 'demo-secret' },
      count: { type: 'string' },
      projects: { type: 'string' },
      'data-dir': { type: 'string', default: 'data' },
      'remote-pictures': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a port number');
  const count = values.count === undefined ? undefined : Number(values.count);
  if (count !== undefined && (!Number.isInteger(count) || count < 1))
    fail('--count must be a positive whole number');
  if (
    values.projects !== undefined &&
    values.projects !== 'demo' &&
    values.projects !== 'snapshot'
  ) {
    fail('--projects must be demo or snapshot');
  }
  const fake = await startFakeOmnicasa({
    port,
    host: values.host,
    customerName: values.customer,
    customerPassword: values.password,
    count,
    projects: values.projects,
    dataDir: values['data-dir'],
    remotePictures: values['remote-pictures'],
  }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  console.log(
    `fake Omnicasa ready at ${fake.url} (customer ${values.customer}, admin ${fake.origin}/__admin/)`,
  );
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Run only as a script: tests import startFakeOmnicasa from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
