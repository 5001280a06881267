/**
 * Generates the illustrations of the content pages and articles (public/images/content/*.jpg,
 * 1600×900): deterministic, abstract architectural scenes in the agency's warm palette, drawn as
 * SVG and encoded by sharp. No text is drawn, so the output does not depend on installed fonts.
 * Run: npx tsx scripts/demo-data/generate-content-images.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1600;
const H = 900;
const MAX_BYTES = 200 * 1024;

const C = {
  navy: '#1d2b3a',
  navySoft: '#34465a',
  terracotta: '#c4683c',
  terracottaSoft: '#dc9a73',
  sand: '#f4efe6',
  sandDeep: '#e6dccb',
  sage: '#8da48a',
  sageSoft: '#b9c9b4',
  white: '#fffdf9',
} as const;

/** A small linear congruential generator: the same seed always draws the same picture. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const n = (v: number) => v.toFixed(1);

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function vertical(id: string, stops: [number, string][]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** A layered skyline silhouette along a base line. */
function skyline(
  rand: () => number,
  base: number,
  color: string,
  minH: number,
  maxH: number,
  opacity = 1,
): string {
  let x = -20;
  let d = `M-20 ${H}`;
  while (x < W + 40) {
    const w = 50 + rand() * 120;
    const top = base - (minH + rand() * (maxH - minH));
    const roof = rand();
    d += ` L${n(x)} ${base} L${n(x)} ${n(top)}`;
    if (roof < 0.3) d += ` L${n(x + w / 2)} ${n(top - 30 - rand() * 40)} L${n(x + w)} ${n(top)}`;
    else if (roof < 0.45)
      d += ` L${n(x + w * 0.5)} ${n(top)} L${n(x + w * 0.5)} ${n(top - 90 - rand() * 60)} L${n(x + w * 0.56)} ${n(top - 90)} L${n(x + w * 0.62)} ${n(top)}`;
    d += ` L${n(x + w)} ${n(top)} L${n(x + w)} ${base}`;
    x += w + rand() * 10;
  }
  d += ` L${W + 40} ${H} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

/** A row of narrow Brussels townhouses with stepped or pointed gables and window grids. */
function townhouses(
  rand: () => number,
  base: number,
  height: number,
  palette: string[],
  from = -10,
  to = W + 10,
): string {
  let out = '';
  let x = from;
  while (x < to) {
    const w = 150 + rand() * 90;
    const h = height * (0.75 + rand() * 0.3);
    const top = base - h;
    const fill = palette[Math.floor(rand() * palette.length)]!;
    const gable = rand();
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`;
    if (gable < 0.4) {
      const step = w / 6;
      let d = `M${n(x)} ${n(top)}`;
      for (let i = 0; i < 3; i++)
        d += ` L${n(x + step * i)} ${n(top - 22 * (i + 1))} L${n(x + step * (i + 1))} ${n(top - 22 * (i + 1))}`;
      for (let i = 3; i > 0; i--)
        d += ` L${n(x + w - step * (i - 0))} ${n(top - 22 * i)} L${n(x + w - step * (i - 1))} ${n(top - 22 * (i - 1))}`;
      out += `<path d="${d} Z" fill="${fill}"/>`;
    } else if (gable < 0.75) {
      out += `<path d="M${n(x)} ${n(top)} L${n(x + w / 2)} ${n(top - 60 - rand() * 30)} L${n(x + w)} ${n(top)} Z" fill="${fill}"/>`;
    } else {
      out += `<rect x="${n(x - 6)}" y="${n(top - 14)}" width="${n(w + 12)}" height="14" fill="${C.navy}" opacity="0.25"/>`;
    }
    const cols = w > 200 ? 3 : 2;
    const rows = Math.max(2, Math.floor((h - 120) / 95));
    const ww = (w - 40) / cols - 16;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + 20 + c * ((w - 40) / cols) + 8;
        const wy = top + 30 + r * 95;
        const lit = rand() < 0.3;
        out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="62" rx="${n(ww / 2 > 14 ? 14 : ww / 2)}" fill="${lit ? '#f7d9a8' : C.navy}" opacity="${lit ? 0.9 : 0.55}"/>`;
      }
    }
    const dw = 44;
    out += `<rect x="${n(x + w / 2 - dw / 2)}" y="${base - 96}" width="${dw}" height="96" rx="20" fill="${C.navy}" opacity="0.8"/>`;
    x += w;
  }
  return out;
}

function sun(cx: number, cy: number, r: number, color: string, opacity = 0.85): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.7}" fill="${color}" opacity="${opacity * 0.18}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
}

function plant(x: number, y: number, scale: number, leaf: string, pot: string): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-70" rx="16" ry="58" fill="${leaf}" transform="rotate(${a})" opacity="0.92"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}<path d="M-40 0 L40 0 L30 70 L-30 70 Z" fill="${pot}"/></g>`;
}

/** An interior with a large window over the city: letting, owners, jobs. */
function interior(seed: number, variant: 'living' | 'desk'): string {
  const rand = rng(seed);
  const defs =
    vertical('wall', [
      [0, C.sand],
      [1, C.sandDeep],
    ]) +
    vertical('outside', [
      [0, '#f3c9a2'],
      [1, '#f7e6cf'],
    ]);
  const win = { x: 860, y: 110, w: 560, h: 520 };
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  body += `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#outside)"/>`;
  body += `<svg x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMax slice">${sun(1100, 380, 90, C.terracotta, 0.7)}${skyline(rand, 820, C.sageSoft, 140, 380)}${skyline(rand, 900, C.sage, 80, 260)}</svg>`;
  body += `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="none" stroke="${C.white}" stroke-width="22"/>`;
  body += `<path d="M${win.x + win.w / 2} ${win.y} V${win.y + win.h} M${win.x} ${win.y + win.h * 0.38} H${win.x + win.w}" stroke="${C.white}" stroke-width="12"/>`;
  body += `<rect x="0" y="700" width="${W}" height="200" fill="${C.sandDeep}"/><rect x="0" y="700" width="${W}" height="10" fill="${C.navy}" opacity="0.08"/>`;
  body += `<ellipse cx="620" cy="840" rx="520" ry="40" fill="${C.navy}" opacity="0.07"/>`;
  if (variant === 'living') {
    body += `<rect x="180" y="520" width="640" height="190" rx="60" fill="${C.navy}"/>`;
    body += `<rect x="150" y="600" width="700" height="150" rx="50" fill="${C.navySoft}"/>`;
    body += `<rect x="230" y="540" width="150" height="110" rx="30" fill="${C.terracotta}"/>`;
    body += `<rect x="610" y="545" width="140" height="100" rx="30" fill="${C.sage}"/>`;
    body += `<path d="M120 120 V520" stroke="${C.navy}" stroke-width="6"/><path d="M60 120 Q120 40 180 120 Z" fill="${C.terracotta}"/>`;
    body += `<rect x="300" y="200" width="260" height="180" rx="6" fill="${C.white}" stroke="${C.navy}" stroke-width="8"/>`;
    body += `<circle cx="390" cy="280" r="46" fill="${C.terracottaSoft}"/><path d="M310 370 L400 300 L460 340 L550 270 V370 Z" fill="${C.sage}"/>`;
    body += plant(1480, 700, 1.3, C.sage, C.terracotta);
  } else {
    body += `<rect x="140" y="540" width="720" height="22" rx="6" fill="${C.navy}"/>`;
    body += `<rect x="180" y="562" width="18" height="150" fill="${C.navy}"/><rect x="800" y="562" width="18" height="150" fill="${C.navy}"/>`;
    body += `<rect x="330" y="360" width="300" height="180" rx="14" fill="${C.navySoft}"/><rect x="346" y="376" width="268" height="148" rx="6" fill="${C.sageSoft}"/>`;
    body += `<rect x="370" y="400" width="140" height="16" rx="8" fill="${C.white}"/><rect x="370" y="430" width="200" height="12" rx="6" fill="${C.white}" opacity="0.7"/>`;
    body += `<rect x="370" y="455" width="170" height="12" rx="6" fill="${C.white}" opacity="0.7"/><rect x="300" y="532" width="360" height="10" rx="5" fill="${C.navy}"/>`;
    body += `<rect x="700" y="480" width="56" height="60" rx="10" fill="${C.terracotta}"/><path d="M756 495 q26 0 26 20 q0 20 -26 20" fill="none" stroke="${C.terracotta}" stroke-width="8"/>`;
    body += `<rect x="200" y="470" width="90" height="70" rx="4" fill="${C.white}" transform="rotate(-6 245 505)"/>`;
    body += `<rect x="400" y="620" width="200" height="30" rx="15" fill="${C.terracotta}"/><rect x="490" y="650" width="20" height="120" fill="${C.navy}"/>`;
    body += `<rect x="360" y="430" width="240" height="200" rx="40" fill="${C.terracotta}" opacity="0" />`;
    body += plant(1500, 700, 1.1, C.sage, C.navySoft);
    body += `<path d="M160 120 H760" stroke="${C.navy}" stroke-width="6" opacity="0.6"/>`;
    for (let i = 0; i < 5; i++)
      body += `<rect x="${190 + i * 110}" y="${130}" width="${60 + (i % 2) * 20}" height="${120 - (i % 3) * 20}" fill="${[C.terracotta, C.sage, C.navySoft, C.terracottaSoft, C.sage][i]}" opacity="0.85"/>`;
  }
  return svg(defs, body);
}

/** A street of townhouses at golden hour: sale and the agency itself. */
function street(
  seed: number,
  options: { sign?: boolean; sky?: [string, string, string] } = {},
): string {
  const rand = rng(seed);
  const sky = options.sky ?? ['#f7e3c8', '#efc39c', '#d98c62'];
  const defs = vertical('sky', [
    [0, sky[2]],
    [0.55, sky[1]],
    [1, sky[0]],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += sun(300 + rand() * 1000, 230, 80, C.white, 0.7);
  body += skyline(rand, 600, C.sageSoft, 120, 320, 0.8);
  body += townhouses(rand, 800, 470, [C.sand, C.sandDeep, C.terracottaSoft, C.sageSoft, '#efe2cf']);
  body += `<rect y="800" width="${W}" height="100" fill="${C.navy}"/><rect y="800" width="${W}" height="14" fill="${C.navySoft}"/>`;
  if (options.sign) {
    const x = 1040 + rand() * 120;
    body += `<rect x="${x}" y="520" width="12" height="280" fill="${C.navy}"/><rect x="${x}" y="530" width="150" height="10" fill="${C.navy}"/>`;
    body += `<rect x="${x + 30}" y="560" width="150" height="110" rx="8" fill="${C.terracotta}" stroke="${C.white}" stroke-width="6"/>`;
    body += `<path d="M${x + 60} 640 L${x + 105} 596 L${x + 150} 640 M${x + 78} 640 V620 H${x + 132} V640" fill="none" stroke="${C.white}" stroke-width="8" stroke-linejoin="round"/>`;
    body += `<path d="M${x + 55} 540 V560 M${x + 155} 540 V560" stroke="${C.navy}" stroke-width="4"/>`;
  }
  return svg(defs, body);
}

/** Abstract portrait figures around a table: the team. */
function team(seed: number): string {
  const rand = rng(seed);
  const defs = vertical('bg', [
    [0, C.sand],
    [1, C.sandDeep],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<circle cx="1280" cy="180" r="260" fill="${C.sageSoft}" opacity="0.45"/><circle cx="260" cy="760" r="320" fill="${C.terracottaSoft}" opacity="0.25"/>`;
  body += `<path d="M0 520 H${W}" stroke="${C.navy}" stroke-width="2" opacity="0.15"/>`;
  const people = [
    { x: 340, c: C.navy },
    { x: 610, c: C.terracotta },
    { x: 880, c: C.sage },
    { x: 1150, c: C.navySoft },
    { x: 1400, c: C.terracottaSoft },
  ];
  for (const p of people) {
    const y = 430 + rand() * 40;
    body += `<path d="M${p.x - 120} 760 Q${p.x - 120} ${y + 90} ${p.x} ${y + 90} Q${p.x + 120} ${y + 90} ${p.x + 120} 760 Z" fill="${p.c}"/>`;
    body += `<circle cx="${p.x}" cy="${y}" r="62" fill="${p.c}" opacity="0.9"/>`;
  }
  body += `<rect x="120" y="700" width="1360" height="40" rx="20" fill="${C.navy}"/><rect x="160" y="740" width="1280" height="160" fill="${C.navySoft}" opacity="0.9"/>`;
  body += `<rect x="420" y="660" width="180" height="44" rx="4" fill="${C.white}" transform="rotate(-4 510 682)"/>`;
  body += `<rect x="980" y="650" width="70" height="56" rx="10" fill="${C.terracotta}"/>`;
  return svg(defs, body);
}

/** A house outline with rising bars and a gauge: valuation and advice. */
function valuation(seed: number): string {
  const rand = rng(seed);
  const defs = vertical('bg', [
    [0, C.navy],
    [1, C.navySoft],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 14; i++)
    body += `<path d="M0 ${120 + i * 56} H${W}" stroke="${C.white}" stroke-width="1" opacity="0.06"/>`;
  body += `<path d="M230 760 V430 L520 190 L810 430 V760 Z" fill="none" stroke="${C.sand}" stroke-width="16" stroke-linejoin="round"/>`;
  body += `<rect x="450" y="560" width="140" height="200" rx="6" fill="${C.terracotta}"/>`;
  body += `<rect x="300" y="470" width="100" height="90" rx="6" fill="${C.sand}" opacity="0.85"/><rect x="640" y="470" width="100" height="90" rx="6" fill="${C.sand}" opacity="0.85"/>`;
  const bars = [170, 230, 210, 300, 360, 420];
  bars.forEach((h, i) => {
    body += `<rect x="${960 + i * 90}" y="${760 - h}" width="56" height="${h}" rx="8" fill="${i === bars.length - 1 ? C.terracotta : C.sage}" opacity="${0.55 + i * 0.08}"/>`;
  });
  let d = 'M960 560';
  bars.forEach((h, i) => (d += ` L${988 + i * 90} ${n(720 - h - rand() * 20)}`));
  body += `<path d="${d}" fill="none" stroke="${C.sand}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += `<path d="M1130 250 A130 130 0 0 1 1390 250" fill="none" stroke="${C.sage}" stroke-width="26" stroke-linecap="round"/>`;
  body += `<path d="M1260 250 L1350 170" stroke="${C.terracotta}" stroke-width="12" stroke-linecap="round"/><circle cx="1260" cy="250" r="18" fill="${C.sand}"/>`;
  body += `<rect y="760" width="${W}" height="140" fill="${C.navy}"/><path d="M120 760 H1500" stroke="${C.sand}" stroke-width="4" opacity="0.4"/>`;
  return svg(defs, body);
}

/** An arched front door with keys: owners and rental management. */
function door(
  seed: number,
  keys: boolean,
  brick: string = C.terracottaSoft,
  wall: [string, string] = ['#ead9c2', C.sandDeep],
): string {
  const rand = rng(seed);
  const defs = vertical('wall', [
    [0, wall[0]],
    [1, wall[1]],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  for (let r = 0; r < 18; r++) {
    const offset = r % 2 ? 0 : 60;
    for (let c = -1; c < 14; c++) {
      body += `<rect x="${c * 120 + offset}" y="${r * 50}" width="114" height="44" fill="${brick}" opacity="${n(0.12 + rand() * 0.18)}"/>`;
    }
  }
  body += `<path d="M560 800 V330 A240 240 0 0 1 1040 330 V800 Z" fill="${C.white}"/>`;
  body += `<path d="M590 800 V340 A210 210 0 0 1 1010 340 V800 Z" fill="${C.navy}"/>`;
  body += `<path d="M800 140 V800" stroke="${C.navySoft}" stroke-width="10"/>`;
  for (const y of [400, 560]) {
    body += `<rect x="630" y="${y}" width="130" height="120" rx="6" fill="none" stroke="${C.navySoft}" stroke-width="8"/>`;
    body += `<rect x="840" y="${y}" width="130" height="120" rx="6" fill="none" stroke="${C.navySoft}" stroke-width="8"/>`;
  }
  body += `<path d="M620 330 A180 180 0 0 1 980 330" fill="none" stroke="${C.terracotta}" stroke-width="10"/>`;
  body += `<circle cx="830" cy="600" r="12" fill="${C.terracottaSoft}"/>`;
  body += `<rect x="500" y="800" width="600" height="30" fill="${C.navySoft}"/><rect x="460" y="830" width="680" height="70" fill="${C.navy}"/>`;
  body += plant(420, 760, 1.2, C.sage, C.terracotta) + plant(1180, 760, 1.2, C.sage, C.terracotta);
  body += `<rect x="1270" y="320" width="120" height="130" rx="10" fill="${C.navy}"/><circle cx="1330" cy="375" r="26" fill="${C.sand}"/>`;
  if (keys) {
    body += `<g transform="translate(1230 560) rotate(-18)"><circle cx="0" cy="0" r="56" fill="none" stroke="${C.terracotta}" stroke-width="18"/>`;
    body += `<rect x="50" y="-10" width="190" height="20" rx="6" fill="${C.terracotta}"/><rect x="190" y="10" width="18" height="40" fill="${C.terracotta}"/><rect x="220" y="10" width="18" height="28" fill="${C.terracotta}"/></g>`;
    body += `<circle cx="1190" cy="545" r="16" fill="none" stroke="${C.navy}" stroke-width="6"/>`;
  }
  return svg(defs, body);
}

/** A house cut-away with solar panels, insulation layers and an energy scale. */
function energy(seed: number): string {
  const rand = rng(seed);
  const defs = vertical('sky', [
    [0, '#dfe8da'],
    [1, C.sand],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += sun(1380, 160, 80, C.terracotta, 0.8);
  body += skyline(rand, 760, C.sageSoft, 60, 200, 0.7);
  body += `<path d="M260 780 V420 L620 150 L980 420 V780 Z" fill="${C.white}"/>`;
  body += `<path d="M230 440 L620 130 L1010 440" fill="none" stroke="${C.navy}" stroke-width="28" stroke-linejoin="round"/>`;
  for (let i = 0; i < 4; i++) {
    body += `<path d="M${690 + i * 62} ${205 + i * 47} l52 40 l-30 38 l-52 -40 Z" fill="${C.navySoft}" stroke="${C.sageSoft}" stroke-width="3"/>`;
  }
  body += `<rect x="300" y="440" width="640" height="26" fill="${C.terracottaSoft}"/><rect x="300" y="466" width="18" height="314" fill="${C.terracottaSoft}"/>`;
  body += `<rect x="922" y="466" width="18" height="314" fill="${C.terracottaSoft}"/>`;
  body += `<rect x="380" y="530" width="170" height="150" rx="6" fill="${C.sageSoft}" stroke="${C.navy}" stroke-width="8"/>`;
  body += `<rect x="660" y="560" width="130" height="220" rx="6" fill="${C.navy}"/>`;
  const scale = ['#3f8f5b', '#6fa35a', '#a7b957', '#e0c24f', '#e39a45', '#d46a3a', '#b8412f'];
  scale.forEach((color, i) => {
    const w = 160 + i * 40;
    body += `<path d="M1100 ${330 + i * 56} h${w} l26 22 l-26 22 h-${w} Z" fill="${color}" opacity="0.9"/>`;
  });
  body += `<path d="M1080 ${330 + 2 * 56 + 22} l-26 -16 v32 Z" fill="${C.navy}"/>`;
  body += `<rect y="780" width="${W}" height="120" fill="${C.sage}"/>`;
  body += plant(180, 780, 1, C.navySoft, C.terracotta);
  return svg(defs, body);
}

/** Soft street-map lines with a pin: a quiet background behind the contact form. */
function contactBackground(seed: number): string {
  const rand = rng(seed);
  let body = `<rect width="${W}" height="${H}" fill="${C.sand}"/>`;
  body += `<g transform="rotate(-12 800 450)">`;
  for (let i = -6; i < 26; i++) {
    const w = i % 5 === 0 ? 22 : 8;
    body += `<rect x="-400" y="${i * 60 + rand() * 20}" width="2400" height="${w}" fill="${C.white}"/>`;
    body += `<rect x="${i * 90 + rand() * 30}" y="-400" width="${w}" height="1800" fill="${C.white}"/>`;
  }
  body += `<path d="M-300 700 C 300 520, 700 900, 1900 420" fill="none" stroke="${C.sageSoft}" stroke-width="70" opacity="0.8"/>`;
  for (let i = 0; i < 10; i++) {
    body += `<rect x="${200 + rand() * 1200}" y="${100 + rand() * 700}" width="${60 + rand() * 90}" height="${40 + rand() * 60}" fill="${C.sandDeep}"/>`;
  }
  body += `</g>`;
  body += `<ellipse cx="1160" cy="560" rx="70" ry="18" fill="${C.navy}" opacity="0.15"/>`;
  body += `<path d="M1160 560 C 1120 480, 1080 450, 1080 400 A80 80 0 1 1 1240 400 C 1240 450, 1200 480, 1160 560 Z" fill="${C.terracotta}"/>`;
  body += `<circle cx="1160" cy="400" r="30" fill="${C.sand}"/>`;
  return svg('', body);
}

/** The default social-sharing picture: a house mark over a skyline at dusk. */
function ogDefault(seed: number): string {
  const rand = rng(seed);
  const defs = vertical('sky', [
    [0, C.navy],
    [0.7, C.navySoft],
    [1, '#5a6b78'],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += sun(1120, 300, 110, C.terracotta, 0.9);
  body += skyline(rand, 760, '#4a5a6a', 120, 320);
  body += skyline(rand, 840, '#2a3a4b', 80, 240);
  body += `<g fill="none" stroke="${C.sand}" stroke-width="26" stroke-linejoin="round" stroke-linecap="round">`;
  body += `<path d="M420 640 L640 280 L860 640"/><path d="M530 640 V500 H750 V640"/></g>`;
  body += `<path d="M380 690 H900" stroke="${C.terracotta}" stroke-width="26" stroke-linecap="round"/>`;
  body += `<rect y="840" width="${W}" height="60" fill="${C.navy}"/>`;
  return svg(defs, body);
}

const images: Record<string, () => string> = {
  'contact-bg': () => contactBackground(5),
  'who-we-are': () => street(36, { sky: ['#f7e6cf', '#f0c9a4', '#c98a6a'] }),
  team: () => team(42),
  'services-sale': () => street(40, { sign: true, sky: ['#f4efe6', '#e9cfae', '#c4683c'] }),
  'services-rent': () => interior(43, 'living'),
  'services-valuation': () => valuation(44),
  jobs: () => interior(41, 'desk'),
  owner: () => door(53, false),
  'og-default': () => ogDefault(1998),
  'service-rental-management': () => door(60, true, C.sage, ['#e3eadf', '#cfdccb']),
  'service-sale-support': () => street(61, { sign: true, sky: ['#eef1ea', '#cfdccb', '#8da48a'] }),
  'service-renovation-energy': () => energy(62),
};

async function main() {
  const dir = path.join(process.cwd(), 'public/images/content');
  mkdirSync(dir, { recursive: true });
  for (const [name, draw] of Object.entries(images)) {
    const file = path.join(dir, `${name}.jpg`);
    await sharp(Buffer.from(draw()))
      .blur(0.6)
      .jpeg({ quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toFile(file);
    const { size } = statSync(file);
    if (size > MAX_BYTES)
      throw new Error(`${file} is ${size} bytes, over the ${MAX_BYTES}-byte budget`);
    console.log(`${path.relative(process.cwd(), file)} ${(size / 1024).toFixed(0)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
