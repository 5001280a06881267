/**
 * Draws the snapshot's images, deterministically:
 * - public/photos/{ID}/{n}.jpg: placeholder photographs of every property and demo project
 *   (1360×907 JPEG, quality 70), the scenes listed by scripts/demo-data/build.ts;
 * - public/photos/agents/{name}.jpg: agent portraits (400×400);
 * - public/epc/{region}/{label}.svg: EPC label images for Brussels, Wallonia, Flanders, Luxembourg.
 * Run: npx tsx scripts/demo-data/generate-images.ts [--force]   (existing photos are kept unless --force)
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AGENTS } from './agents';
import { buildSnapshot } from './build';
import { epcLabelFiles } from './epc-labels';
import { avatarSvg, sceneSvg } from './scenes';

const publicDir = path.join(process.cwd(), 'public');
const force = process.argv.includes('--force');

async function jpeg(svg: string, file: string, quality = 70) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(file);
}

function sizeOf(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return sum + (stat.isDirectory() ? sizeOf(full) : stat.size);
  }, 0);
}

async function main() {
  const { photos } = buildSnapshot();
  const photoDir = path.join(publicDir, 'photos');

  // Photos of properties that no longer exist are removed.
  const wanted = new Set([...photos.map((p) => p.dir), 'agents']);
  if (existsSync(photoDir)) {
    for (const name of readdirSync(photoDir))
      if (!wanted.has(name)) rmSync(path.join(photoDir, name), { recursive: true });
  }

  let drawn = 0;
  const queue = [...photos];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const file = path.join(photoDir, job.dir, `${job.n}.jpg`);
      if (!force && existsSync(file)) continue;
      await jpeg(sceneSvg(job.scene, job.kind, job.seed, job.width, job.height, job.pool), file);
      drawn++;
    }
  });
  await Promise.all(workers);

  for (const agent of Object.values(AGENTS)) {
    if (!agent.Photo) continue;
    const file = path.join(publicDir, agent.Photo);
    if (force || !existsSync(file)) await jpeg(avatarSvg(agent), file, 78);
  }

  const epc = epcLabelFiles();
  for (const { region, label, svg } of epc) {
    const file = path.join(publicDir, 'epc', region, `${label}.svg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }

  const mb = (sizeOf(photoDir) / 1024 / 1024).toFixed(1);
  console.log(
    `${drawn} of ${photos.length} photos drawn, ${epc.length} EPC labels written; public/photos is ${mb} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
