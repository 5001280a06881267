// Builds the stack check's image and saves what the check needs of it (its Server Actions key with
// it) to the file given, for `STACK_IMAGE_FILE=<file> node tests/harness/stack/run.mjs`.
//
//   node tests/harness/stack/build-image.mjs <file> [--verbose]
import { buildStackImage, saveBuiltImage } from './image.mjs';

const file = process.argv[2];
if (!file || file.startsWith('--')) {
  console.error('usage: node tests/harness/stack/build-image.mjs <file> [--verbose]');
  process.exit(2);
}
const built = await buildStackImage({ quiet: !process.argv.includes('--verbose') });
saveBuiltImage(file, built);
console.log(`stack image ${built.image} built in ${built.seconds} s`);
