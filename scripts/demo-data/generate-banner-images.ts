/**
 * Generates the home banner photographs (public/images/banner/banner-{1,2,3}.jpg, 1920×1080):
 * deterministic, layered skyline scenes rendered from SVG by sharp. Run: npx tsx scripts/demo-data/generate-banner-images.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1920;
const H = 1080;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function skyline(rand: () => number, base: number, color: string, minH: number, maxH: number): string {
  let x = -20;
  let d = `M0 ${H}`;
  while (x < W + 40) {
    const w = 60 + rand() * 140;
    const h = minH + rand() * (maxH - minH);
    const top = base - h;
    const roof = rand();
    d += ` L${x} ${base} L${x} ${top}`;
    if (roof < 0.35) d += ` L${x + w / 2} ${top - 40 - rand() * 50} L${x + w} ${top}`;
    else if (roof < 0.55) d += ` L${x + w * 0.2} ${top - 30} L${x + w * 0.8} ${top - 30} L${x + w} ${top}`;
    else d += ` L${x + w} ${top}`;
    d += ` L${x + w} ${base}`;
    x += w + rand() * 12;
  }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

function windows(rand: () => number, base: number, color: string): string {
  let out = '';
  for (let i = 0; i < 260; i++) {
    const x = rand() * W;
    const y = base - 40 - rand() * 240;
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="8" height="12" fill="${color}" opacity="${(0.35 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

const scenes = [
  { seed: 11, sky: ['#f6c79b', '#d9825b', '#5b4a6b'], far: '#7b6c86', mid: '#4a4662', near: '#262a3b', lights: '#ffd9a0' },
  { seed: 23, sky: ['#cfe3f2', '#9cc2df', '#6f93b8'], far: '#8aa6bf', mid: '#5d7890', near: '#2f4354', lights: '#fff6d6' },
  { seed: 37, sky: ['#ffe2b8', '#f3b27a', '#c4683c'], far: '#b0826b', mid: '#7d5a4f', near: '#3a2e30', lights: '#ffe7b3' },
];

async function main() {
  const dir = path.join(process.cwd(), 'public/images/banner');
  mkdirSync(dir, { recursive: true });
  for (const [i, s] of scenes.entries()) {
    const rand = rng(s.seed);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${s.sky[2]}"/><stop offset="0.55" stop-color="${s.sky[1]}"/><stop offset="1" stop-color="${s.sky[0]}"/>
      </linearGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#sky)"/>
      <circle cx="${400 + rand() * 1100}" cy="${330 + rand() * 120}" r="90" fill="#fff4e0" opacity="0.55"/>
      ${skyline(rand, 760, s.far, 120, 330)}
      ${skyline(rand, 880, s.mid, 100, 280)}
      ${windows(rand, 880, s.lights)}
      ${skyline(rand, 1000, s.near, 80, 220)}
      <rect y="990" width="${W}" height="90" fill="${s.near}"/>
    </svg>`;
    await sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 70, mozjpeg: true }).toFile(path.join(dir, `banner-${i + 1}.jpg`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
