/**
 * Placeholder "photographs" as SVG: soft-lit exteriors and one-point-perspective interiors built
 * from simple shapes, coloured by a seed. Rasterized to JPEG by scripts/demo-data/generate-images.ts.
 */
import type { SceneKey } from './catalog';
import type { Kind } from './definitions';
import { rng, type Rng } from './prng';

type Ctx = { r: Rng; w: number; h: number; defs: string[]; id: number };

// ── colour helpers ──────────────────────────────────────────────────────────────────────────

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** Mixes a colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return rgbToHex([r + (target - r) * a, g + (target - g) * a, b + (target - b) * a]);
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}
function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
}
function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" ${extra}/>`;
}

function gradient(ctx: Ctx, stops: [number, string, number?][], vertical = true): string {
  const id = `g${ctx.id++}`;
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  ctx.defs.push(
    `<linearGradient id="${id}" ${coords}>${stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}
function radial(
  ctx: Ctx,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  rr = 0.5,
): string {
  const id = `g${ctx.id++}`;
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}
function blur(ctx: Ctx, std: number): string {
  const id = `b${ctx.id++}`;
  ctx.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
  return `filter="url(#${id})"`;
}

// ── palettes ────────────────────────────────────────────────────────────────────────────────

const SKIES: [string, string, string][] = [
  ['#7fa9d6', '#bcd6ee', '#f1ece2'],
  ['#a9bccd', '#d3dde6', '#eeebe5'],
  ['#e9b98f', '#f4d8b8', '#fbf0e2'],
  ['#8db7df', '#cfe1f0', '#f6f2ea'],
  ['#6f9ccc', '#a9c8e6', '#e8eef2'],
];
const FACADES = [
  '#a5553a',
  '#b8694a',
  '#e9dfcc',
  '#f1ede6',
  '#b9b2a6',
  '#d9c3a0',
  '#8a9aa8',
  '#c98f6b',
  '#e6d3b3',
  '#7d5a4f',
];
const WALLS = ['#efe9df', '#e8e1d6', '#f3f0ea', '#dfe4e2', '#e9dccd', '#d9dde3', '#f0e6dc'];
const ACCENTS = [
  '#3f6b5a',
  '#1d2b3a',
  '#b85a2e',
  '#7b8a6a',
  '#5a6270',
  '#9c6b4f',
  '#2f4f6f',
  '#c8a165',
];
const WOODS = ['#b98a5e', '#a77750', '#c9a27a', '#8b5e3c', '#d2b48c'];
const GREENS = ['#5f8a4a', '#6f9651', '#4f7a43', '#7ea35c'];

// ── shared pieces ───────────────────────────────────────────────────────────────────────────

function sky(ctx: Ctx, horizon: number): string {
  const [top, mid, low] = ctx.r.pick(SKIES);
  let out = rect(
    0,
    0,
    ctx.w,
    horizon + 4,
    gradient(ctx, [
      [0, top],
      [0.6, mid],
      [1, low],
    ]),
  );
  const glow = radial(ctx, [
    [0, '#fff8e8', 0.8],
    [1, '#fff8e8', 0],
  ]);
  out += ellipse(ctx.r.int(150, ctx.w - 150), horizon * 0.35, 420, 260, glow);
  const soft = blur(ctx, 18);
  for (let i = 0; i < ctx.r.int(2, 5); i++) {
    const cx = ctx.r.int(0, ctx.w);
    const cy = ctx.r.int(40, Math.max(60, horizon * 0.5));
    out += ellipse(
      cx,
      cy,
      ctx.r.int(120, 260),
      ctx.r.int(22, 45),
      '#ffffff',
      `opacity="${(0.35 + ctx.r.next() * 0.35).toFixed(2)}" ${soft}`,
    );
  }
  return out;
}

function tree(ctx: Ctx, x: number, base: number, size: number, color = ctx.r.pick(GREENS)): string {
  const r = ctx.r;
  let out = rect(x - size * 0.05, base - size * 0.9, size * 0.1, size * 0.9, '#5b4636');
  const leaves = [
    [0, -1.25, 0.55],
    [-0.32, -1.0, 0.42],
    [0.34, -1.02, 0.44],
    [0.05, -1.55, 0.4],
  ] as const;
  for (const [dx, dy, rr] of leaves) {
    out += ellipse(
      x + dx * size,
      base + dy * size,
      rr * size * (0.9 + r.next() * 0.2),
      rr * size * 0.9,
      shade(color, (r.next() - 0.5) * 0.25),
    );
  }
  out += ellipse(
    x + size * 0.18,
    base - size * 1.35,
    size * 0.25,
    size * 0.22,
    shade(color, 0.18),
    'opacity="0.55"',
  );
  return out;
}

function shrubs(ctx: Ctx, x0: number, x1: number, base: number, height: number): string {
  let out = '';
  for (let x = x0; x < x1; x += height * 0.9) {
    out += ellipse(
      x,
      base - height * 0.45,
      height * 0.75,
      height * 0.55,
      shade(ctx.r.pick(GREENS), -0.15 + ctx.r.next() * 0.1),
    );
  }
  return out;
}

function groundShadow(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.28,
): string {
  return ellipse(cx, cy, rx, ry, '#1e1a16', `opacity="${opacity}" ${blur(ctx, 14)}`);
}

function windowPane(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  glass: string,
  mullions = true,
): string {
  let out = rect(x - 5, y - 5, w + 10, h + 10, frame);
  out += rect(x, y, w, h, glass);
  out += poly(
    [
      [x, y + h * 0.55],
      [x + w * 0.6, y],
      [x + w * 0.85, y],
      [x, y + h * 0.85],
    ],
    '#ffffff',
    'opacity="0.12"',
  );
  if (mullions) {
    out += rect(x + w / 2 - 2, y, 4, h, frame);
    if (h > w * 1.3) out += rect(x, y + h * 0.62, w, 4, frame);
  }
  return out;
}

function glassFill(ctx: Ctx, dark = false): string {
  return dark
    ? gradient(ctx, [
        [0, '#3c4b5c'],
        [0.5, '#5b6f84'],
        [1, '#2c3642'],
      ])
    : gradient(ctx, [
        [0, '#9fb8cf'],
        [0.55, '#6f879e'],
        [1, '#43536a'],
      ]);
}

function vignette(ctx: Ctx): string {
  return rect(
    0,
    0,
    ctx.w,
    ctx.h,
    radial(
      ctx,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.32],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

function grade(ctx: Ctx): string {
  const warm = ctx.r.chance(0.6);
  return rect(0, 0, ctx.w, ctx.h, warm ? '#ffb86b' : '#6ba3ff', `opacity="${warm ? 0.06 : 0.04}"`);
}

// ── exteriors ───────────────────────────────────────────────────────────────────────────────

function lawnAndPath(ctx: Ctx, horizon: number): string {
  const g = ctx.r.pick(GREENS);
  return rect(
    0,
    horizon,
    ctx.w,
    ctx.h - horizon,
    gradient(ctx, [
      [0, shade(g, 0.1)],
      [1, shade(g, -0.25)],
    ]),
  );
}

function detachedHouse(ctx: Ctx, opts: { farm?: boolean } = {}): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.62;
  const base = h * 0.8;
  let out = sky(ctx, horizon) + lawnAndPath(ctx, horizon);
  out +=
    tree(ctx, r.int(60, 200), horizon + 30, r.int(180, 260)) +
    tree(ctx, r.int(w - 220, w - 80), horizon + 40, r.int(200, 280));
  const wall = opts.farm ? r.pick(['#f1ede6', '#e9dfcc', '#d9c3a0']) : r.pick(FACADES);
  const roof = r.pick(['#3f444c', '#8e4a34', '#6b3a2c', '#4b4f55']);
  const hw = opts.farm ? 760 : r.int(520, 600);
  const x = (w - hw) / 2 + r.int(-60, 60);
  const wallH = opts.farm ? 190 : r.int(230, 270);
  const top = base - wallH;
  out += groundShadow(ctx, x + hw / 2, base + 6, hw * 0.62, 26);
  out += rect(
    x,
    top,
    hw,
    wallH,
    gradient(ctx, [
      [0, shade(wall, 0.08)],
      [1, shade(wall, -0.1)],
    ]),
  );
  const roofH = opts.farm ? 200 : r.int(150, 190);
  out += poly(
    [
      [x - 28, top + 4],
      [x + hw / 2, top - roofH],
      [x + hw + 28, top + 4],
    ],
    gradient(ctx, [
      [0, shade(roof, 0.12)],
      [1, shade(roof, -0.15)],
    ]),
  );
  out += poly(
    [
      [x - 28, top + 4],
      [x + hw + 28, top + 4],
      [x + hw + 22, top + 14],
      [x - 22, top + 14],
    ],
    shade(roof, -0.35),
    'opacity="0.6"',
  );
  out += rect(x + hw * 0.72, top - roofH * 0.75, 34, roofH * 0.55, shade(wall, -0.3));
  const frame = opts.farm ? '#5a4634' : r.pick(['#f4f2ee', '#2f3338', '#4a4f57']);
  const glass = glassFill(ctx);
  const cols = opts.farm ? 5 : 3;
  const winW = opts.farm ? 70 : 86;
  const winH = opts.farm ? 80 : 96;
  for (let c = 0; c < cols; c++) {
    const cx = x + (hw / cols) * (c + 0.5) - winW / 2;
    if (c === Math.floor(cols / 2)) {
      const door = opts.farm ? '#6b4a2f' : r.pick(ACCENTS);
      out += rect(cx + 8, base - 150, winW - 16, 150, door);
      out += rect(cx + 20, base - 130, winW - 40, 40, glass);
    } else {
      out += windowPane(ctx, cx, base - 170, winW, winH, frame, glass);
      if (opts.farm)
        out +=
          rect(cx - 26, base - 175, 20, winH + 10, '#5d7a5a') +
          rect(cx + winW + 6, base - 175, 20, winH + 10, '#5d7a5a');
    }
    if (!opts.farm) out += windowPane(ctx, cx, top + 30, winW, winH - 20, frame, glass);
  }
  // Dormer for the farm, path and hedge for every house.
  out += poly(
    [
      [w / 2 - 70 + (x - (w - hw) / 2), base],
      [w / 2 + 70 + (x - (w - hw) / 2), base],
      [w / 2 + 190, h],
      [w / 2 - 190, h],
    ],
    '#d8cfc0',
    'opacity="0.9"',
  );
  out +=
    shrubs(ctx, x - 140, x + hw * 0.28, base + 40, 60) +
    shrubs(ctx, x + hw * 0.72, x + hw + 160, base + 40, 60);
  return out;
}

function villa(ctx: Ctx, pool: boolean): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.6;
  const base = h * 0.76;
  let out = sky(ctx, horizon) + lawnAndPath(ctx, horizon);
  for (let i = 0; i < 5; i++)
    out += tree(ctx, r.int(0, w), horizon + r.int(0, 20), r.int(140, 220));
  const render = r.pick(['#f3f0ea', '#ece6dc', '#e6e2da']);
  const wood = r.pick(WOODS);
  const x = r.int(170, 260);
  const bw = w - x * 2 + r.int(-40, 40);
  out += groundShadow(ctx, x + bw / 2, base + 8, bw * 0.6, 24);
  out += rect(x, base - 190, bw, 190, render);
  out += rect(x + bw * 0.12, base - 360, bw * 0.55, 175, render);
  out += rect(x - 16, base - 198, bw + 32, 12, shade(render, -0.2));
  out += rect(x + bw * 0.12 - 14, base - 368, bw * 0.55 + 28, 12, shade(render, -0.2));
  out += rect(x + bw * 0.67, base - 190, bw * 0.33, 190, wood);
  for (let lx = x + bw * 0.67; lx < x + bw; lx += 14)
    out += line(lx, base - 190, lx, base, shade(wood, -0.2), 2);
  const glass = glassFill(ctx, true);
  out += rect(x + 40, base - 160, bw * 0.5, 160, glass);
  out += rect(x + bw * 0.16, base - 330, bw * 0.3, 120, glass);
  for (let gx = x + 40; gx < x + 40 + bw * 0.5; gx += 90)
    out += rect(gx, base - 160, 4, 160, '#2b2f33');
  out += rect(
    x + 40,
    base - 160,
    bw * 0.5,
    160,
    gradient(ctx, [
      [0, '#ffffff', 0.18],
      [1, '#ffffff', 0],
    ]),
  );
  if (pool) {
    out += poly(
      [
        [w * 0.18, base + 40],
        [w * 0.82, base + 40],
        [w * 0.92, h - 30],
        [w * 0.08, h - 30],
      ],
      '#e9e4da',
    );
    out += poly(
      [
        [w * 0.2, base + 52],
        [w * 0.8, base + 52],
        [w * 0.88, h - 44],
        [w * 0.12, h - 44],
      ],
      gradient(ctx, [
        [0, '#7cc3d8'],
        [1, '#2f8fb0'],
      ]),
    );
    for (let i = 0; i < 6; i++) {
      const yy = base + 70 + i * 22;
      out += line(
        w * 0.25 + r.int(0, 80),
        yy,
        w * 0.55 + r.int(0, 120),
        yy + r.int(-4, 4),
        '#ffffff',
        2,
        'opacity="0.35"',
      );
    }
  } else {
    out += shrubs(ctx, 0, w * 0.3, base + 60, 70) + shrubs(ctx, w * 0.7, w, base + 60, 70);
  }
  return out;
}

function streetRow(ctx: Ctx, opts: { shop?: boolean; parkingEntrance?: boolean } = {}): string {
  const { r, w, h } = ctx;
  const base = h * 0.84;
  let out = sky(ctx, h * 0.5);
  out += rect(
    0,
    base,
    w,
    h - base,
    gradient(ctx, [
      [0, '#b9b4ab'],
      [1, '#8f8a82'],
    ]),
  );
  out += rect(0, base, w, 10, '#d8d3ca');
  let x = -r.int(40, 160);
  const centre = w / 2;
  while (x < w) {
    const fw = r.int(250, 330);
    const fh = r.int(430, 560);
    const wall = r.pick(FACADES);
    const isMain = x < centre && x + fw > centre;
    const top = base - fh;
    out += rect(
      x,
      top,
      fw,
      fh,
      gradient(ctx, [
        [0, shade(wall, 0.06)],
        [1, shade(wall, -0.12)],
      ]),
    );
    out += rect(x - 4, top - 14, fw + 8, 18, shade(wall, -0.28));
    out += line(x, top, x, base, '#000000', 2, 'opacity="0.12"');
    const floors = Math.floor((fh - 150) / 120);
    const cols = fw > 290 ? 3 : 2;
    const frame = r.pick(['#f4f2ee', '#2f3338', '#e8e0d0']);
    const glass = glassFill(ctx);
    for (let fl = 0; fl < floors; fl++) {
      const y = top + 40 + fl * 120;
      for (let c = 0; c < cols; c++) {
        const ww = fw / cols - 46;
        out += windowPane(ctx, x + (fw / cols) * c + 23, y, ww, 88, frame, glass);
      }
      if (fl === 0 && r.chance(0.5)) out += rect(x + 14, y + 92, fw - 28, 8, '#2f3338');
    }
    const groundY = base - 130;
    if (isMain && (opts.shop || opts.parkingEntrance)) {
      if (opts.shop) {
        out += rect(x + 16, groundY, fw - 32, 130, glassFill(ctx));
        out += rect(x + 16, groundY - 18, fw - 32, 18, '#2b2f33');
        const awning = r.pick(ACCENTS);
        for (let i = 0; i < 8; i++) {
          out += poly(
            [
              [x + 10 + ((fw - 20) / 8) * i, groundY - 18],
              [x + 10 + ((fw - 20) / 8) * (i + 1), groundY - 18],
              [x + 4 + ((fw - 8) / 8) * (i + 1), groundY + 24],
              [x + 4 + ((fw - 8) / 8) * i, groundY + 24],
            ],
            i % 2 ? '#f4f2ee' : awning,
          );
        }
      } else {
        out += rect(x + 30, groundY + 10, fw - 60, 120, '#2a2c2f');
        for (let i = 0; i < 6; i++)
          out += line(
            x + 30,
            groundY + 20 + i * 18,
            x + fw - 30,
            groundY + 20 + i * 18,
            '#4a4d52',
            2,
          );
      }
    } else {
      out += rect(x + fw * 0.15, base - 150, 60, 150, r.pick(ACCENTS));
      out += windowPane(ctx, x + fw * 0.5, base - 140, fw * 0.32, 96, frame, glass);
    }
    x += fw;
  }
  if (r.chance(0.6)) out += tree(ctx, r.int(60, w - 60), base + 20, r.int(200, 260));
  out += rect(0, h - 40, w, 40, '#6f6b65');
  return out;
}

function apartmentBlock(ctx: Ctx, opts: { parking?: boolean } = {}): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.66;
  const base = h * 0.82;
  let out =
    sky(ctx, horizon) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      gradient(ctx, [
        [0, '#c9c3b8'],
        [1, '#9a948a'],
      ]),
    );
  const render = r.pick(['#eeeae3', '#e3ddd2', '#d6d2cc', '#c9b8a2', '#b9a48c']);
  const bw = r.int(720, 860);
  const x = (w - bw) / 2 + r.int(-80, 80);
  const floors = r.int(5, 7);
  const fh = Math.min(82, (base - 80) / (floors + 0.5));
  const top = base - fh * floors;
  out += groundShadow(ctx, x + bw / 2, base + 6, bw * 0.6, 20);
  out += rect(
    x,
    top,
    bw,
    fh * floors,
    gradient(ctx, [
      [0, shade(render, 0.08)],
      [1, shade(render, -0.1)],
    ]),
  );
  out += rect(x - 10, top - 12, bw + 20, 12, shade(render, -0.3));
  const glass = glassFill(ctx, r.chance(0.5));
  const bays = Math.floor(bw / 140);
  for (let fl = 0; fl < floors; fl++) {
    const y = top + fl * fh;
    for (let b = 0; b < bays; b++) {
      const bx = x + 20 + b * ((bw - 40) / bays);
      out += rect(bx + 10, y + 12, (bw - 40) / bays - 20, fh - 22, glass);
      out += rect(bx + (bw - 40) / bays / 2 - 2, y + 12, 4, fh - 22, '#2b2f33');
    }
    if (fl > 0) {
      out += rect(x - 14, y + fh - 14, bw + 28, 10, shade(render, -0.18));
      out += rect(x - 14, y + fh - 44, bw + 28, 30, '#cfe3ea', 'opacity="0.28"');
      out += line(x - 14, y + fh - 44, x + bw + 14, y + fh - 44, '#5a6270', 2);
    }
  }
  if (opts.parking) {
    out += rect(x + bw * 0.62, base - fh + 8, bw * 0.3, fh - 8, '#2a2c2f');
    out += poly(
      [
        [x + bw * 0.62, base],
        [x + bw * 0.92, base],
        [x + bw * 0.98, h],
        [x + bw * 0.56, h],
      ],
      '#7d7870',
    );
  } else {
    out += rect(x + bw * 0.42, base - fh + 8, bw * 0.16, fh - 8, glassFill(ctx));
  }
  for (let i = 0; i < 3; i++)
    out += tree(ctx, r.int(40, w - 40), base + r.int(30, 70), r.int(150, 220));
  return out;
}

function warehouse(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.62;
  const base = h * 0.74;
  let out =
    sky(ctx, horizon) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      gradient(ctx, [
        [0, '#8f8c87'],
        [1, '#5f5d59'],
      ]),
    );
  const clad = r.pick(['#c9ccd0', '#b4bcc4', '#d8d6d0', '#8a9aa8']);
  const x = 80;
  const bw = w - 160;
  out += groundShadow(ctx, w / 2, base + 6, bw * 0.55, 20);
  out += rect(x, base - 230, bw, 230, clad);
  for (let lx = x; lx < x + bw; lx += 12)
    out += line(lx, base - 230, lx, base, shade(clad, -0.12), 2);
  out += rect(x, base - 244, bw, 14, shade(clad, -0.3));
  out += rect(x, base - 250, bw * 0.28, 250, '#e8e4dc');
  out += rect(x + 20, base - 210, bw * 0.28 - 40, 60, glassFill(ctx, true));
  out += rect(x + 20, base - 120, bw * 0.28 - 40, 60, glassFill(ctx, true));
  for (let i = 0; i < 4; i++) {
    const dx = x + bw * 0.36 + i * (bw * 0.15);
    out += rect(dx, base - 150, bw * 0.1, 150, '#8c9096');
    for (let j = 0; j < 8; j++)
      out += line(dx, base - 150 + j * 19, dx + bw * 0.1, base - 150 + j * 19, '#70747a', 2);
    out += rect(dx - 8, base - 8, bw * 0.1 + 16, 8, '#3a3c40');
  }
  for (let i = 0; i < 10; i++)
    out += line(120 + i * 110, h - 20, 170 + i * 105, base + 30, '#e9d36a', 4, 'opacity="0.7"');
  out += tree(ctx, 50, base + 10, 180) + tree(ctx, w - 50, base + 10, 200);
  return out;
}

function officeTower(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.72;
  const base = h * 0.86;
  let out =
    sky(ctx, horizon) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      gradient(ctx, [
        [0, '#d6d1c8'],
        [1, '#a9a398'],
      ]),
    );
  out += rect(60, base - 300, 320, 300, '#b9b6b0') + rect(w - 360, base - 260, 300, 260, '#c7c2b8');
  const tw = r.int(440, 520);
  const x = (w - tw) / 2 + r.int(-60, 60);
  const top = r.int(60, 120);
  const glass = gradient(ctx, [
    [0, '#a9c4dc'],
    [0.45, '#6d8fae'],
    [1, '#34485e'],
  ]);
  out += rect(x, top, tw, base - top, glass);
  out += rect(
    x,
    top,
    tw,
    base - top,
    gradient(
      ctx,
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#ffffff', 0.1],
      ],
      false,
    ),
  );
  for (let gx = x; gx <= x + tw; gx += tw / 8) out += line(gx, top, gx, base, '#26323e', 3);
  for (let gy = top; gy <= base; gy += 46) out += line(x, gy, x + tw, gy, '#26323e', 2);
  out += rect(x - 10, top - 16, tw + 20, 16, '#2b3440');
  out += rect(x + tw * 0.35, base - 90, tw * 0.3, 90, '#1f2830');
  for (let i = 0; i < 4; i++)
    out += tree(ctx, 80 + (i * (w - 160)) / 3, base + 40, r.int(130, 170));
  return out;
}

function garageRow(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.5;
  const base = h * 0.78;
  let out =
    sky(ctx, horizon) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      gradient(ctx, [
        [0, '#aaa59d'],
        [1, '#7d7870'],
      ]),
    );
  out += rect(0, base - 420, w, 200, r.pick(FACADES));
  const wall = r.pick(['#e3ddd2', '#cfc9bf', '#d9d4ca']);
  out += rect(0, base - 230, w, 230, wall);
  const doors = 4;
  const door = r.pick(['#e9e6e0', '#8a9aa8', '#6f7780', '#b8694a']);
  for (let i = 0; i < doors; i++) {
    const dx = 60 + i * ((w - 120) / doors);
    const dw = (w - 120) / doors - 50;
    out += rect(dx, base - 180, dw, 180, door);
    for (let j = 1; j < 7; j++)
      out += line(dx, base - 180 + j * 26, dx + dw, base - 180 + j * 26, shade(door, -0.2), 3);
    out += rect(dx + dw / 2 - 20, base - 40, 40, 6, shade(door, -0.4));
  }
  return out;
}

function meadow(ctx: Ctx, variant: number): string {
  const { r, w, h } = ctx;
  const horizon = h * (0.5 + variant * 0.05);
  let out = sky(ctx, horizon);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const y = horizon + i * ((h - horizon) / layers) * 0.7;
    const g = shade(r.pick(GREENS), 0.25 - i * 0.12);
    let d = `M0 ${f(h)} L0 ${f(y)}`;
    for (let x = 0; x <= w; x += w / 6)
      d += ` Q${f(x + w / 12)} ${f(y - r.int(10, 40))} ${f(x + w / 6)} ${f(y + r.int(-10, 10))}`;
    d += ` L${w} ${h} Z`;
    out += `<path d="${d}" fill="${g}"/>`;
    if (i === 0)
      for (let t = 0; t < 9; t++)
        out += tree(ctx, r.int(0, w), y + 8, r.int(50, 90), shade(r.pick(GREENS), -0.2));
  }
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 115;
    out +=
      rect(x, h - 190 + i * 4, 12, 120, '#8b6a4a') +
      line(x, h - 170 + i * 4, x + 115, h - 166 + i * 4, '#8b6a4a', 5);
  }
  return out;
}

function park(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.55;
  let out = sky(ctx, horizon);
  for (let x = 0; x < w; x += r.int(60, 120))
    out += rect(x, horizon - r.int(60, 200), r.int(50, 110), 220, '#b9bcc2', 'opacity="0.7"');
  out += lawnAndPath(ctx, horizon);
  out += `<path d="M${w * 0.45} ${h} C ${w * 0.5} ${h * 0.8}, ${w * 0.65} ${h * 0.7}, ${w * 0.58} ${horizon}" stroke="#d9cdb6" stroke-width="120" fill="none" opacity="0.9"/>`;
  for (let i = 0; i < 7; i++)
    out += tree(ctx, r.int(0, w), horizon + r.int(20, 160), r.int(140, 260));
  out += rect(w * 0.2, h * 0.8, 160, 14, '#7b5a3c') + rect(w * 0.2, h * 0.75, 160, 10, '#7b5a3c');
  return out;
}

// ── interiors ───────────────────────────────────────────────────────────────────────────────

type Room = { x0: number; x1: number; y0: number; y1: number; wall: string; out: string };

function room(
  ctx: Ctx,
  floorKind: 'parquet' | 'tiles' | 'concrete' | 'carpet',
  wallColor?: string,
): Room {
  const { r, w, h } = ctx;
  const x0 = w * 0.17;
  const x1 = w * 0.83;
  const y0 = h * 0.1;
  const y1 = h * 0.68;
  const wall = wallColor ?? r.pick(WALLS);
  let out = '';
  out += poly(
    [
      [0, 0],
      [w, 0],
      [x1, y0],
      [x0, y0],
    ],
    shade(wall, 0.1),
  );
  out += poly(
    [
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, h],
    ],
    gradient(
      ctx,
      [
        [0, shade(wall, -0.1)],
        [1, shade(wall, -0.04)],
      ],
      false,
    ),
  );
  out += poly(
    [
      [w, 0],
      [x1, y0],
      [x1, y1],
      [w, h],
    ],
    gradient(
      ctx,
      [
        [0, shade(wall, -0.02)],
        [1, shade(wall, -0.14)],
      ],
      false,
    ),
  );
  out += rect(
    x0,
    y0,
    x1 - x0,
    y1 - y0,
    gradient(ctx, [
      [0, shade(wall, 0.04)],
      [1, shade(wall, -0.05)],
    ]),
  );
  const floorBase =
    floorKind === 'parquet'
      ? r.pick(WOODS)
      : floorKind === 'tiles'
        ? r.pick(['#d8d2c8', '#c9c4bb', '#e3ded6'])
        : floorKind === 'carpet'
          ? r.pick(['#8c8f94', '#7a7f86', '#9a9488'])
          : '#b9b6b0';
  out += poly(
    [
      [x0, y1],
      [x1, y1],
      [w, h],
      [0, h],
    ],
    gradient(ctx, [
      [0, shade(floorBase, -0.05)],
      [1, shade(floorBase, 0.08)],
    ]),
  );
  if (floorKind === 'parquet' || floorKind === 'tiles') {
    const n = floorKind === 'parquet' ? 22 : 10;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      out += line(
        x0 + (x1 - x0) * t,
        y1,
        w * t,
        h,
        shade(floorBase, -0.18),
        floorKind === 'parquet' ? 1.5 : 2,
        'opacity="0.6"',
      );
    }
    if (floorKind === 'tiles') {
      for (let i = 1; i < 6; i++) {
        const t = (i / 6) ** 1.6;
        const y = y1 + (h - y1) * t;
        out += line(
          x0 - x0 * t,
          y,
          x1 + (w - x1) * t,
          y,
          shade(floorBase, -0.18),
          2,
          'opacity="0.6"',
        );
      }
    }
  }
  out += rect(x0, y1 - 10, x1 - x0, 10, shade(wall, 0.15));
  return { x0, x1, y0, y1, wall, out };
}

function backWindow(
  ctx: Ctx,
  rm: Room,
  x: number,
  width: number,
  opts: { curtains?: boolean } = {},
): string {
  const top = rm.y0 + 40;
  const height = rm.y1 - rm.y0 - 120;
  const skyFill = gradient(ctx, [
    [0, '#a9c8e6'],
    [0.7, '#dfeaf2'],
    [1, '#eef1ea'],
  ]);
  const clip = `c${ctx.id++}`;
  ctx.defs.push(
    `<clipPath id="${clip}"><rect x="${f(x)}" y="${f(top)}" width="${f(width)}" height="${f(height)}"/></clipPath>`,
  );
  let out = rect(x - 10, top - 10, width + 20, height + 20, '#f7f5f0');
  out += `<g clip-path="url(#${clip})">`;
  out += rect(x, top, width, height, skyFill);
  out +=
    tree(ctx, x + width * 0.3, top + height + 10, height * 0.55) +
    tree(ctx, x + width * 0.8, top + height + 20, height * 0.45);
  out += rect(x, top + height * 0.7, width, height * 0.3, '#c8cfc4', 'opacity="0.6"');
  out += '</g>';
  out += rect(x + width / 2 - 4, top, 8, height, '#f7f5f0');
  out += rect(x, top + height * 0.6, width, 6, '#f7f5f0');
  const light = poly(
    [
      [x, top + height],
      [x + width, top + height],
      [x + width * 1.5, ctx.h],
      [x - width * 0.6, ctx.h],
    ],
    '#fff6df',
    `opacity="0.22" ${blur(ctx, 20)}`,
  );
  if (opts.curtains) {
    const c = ctx.r.pick(['#e9e2d6', '#d8cbb8', '#c9d1d3']);
    out +=
      rect(x - 60, top - 20, 70, height + 60, c, 'opacity="0.95"') +
      rect(x + width - 10, top - 20, 70, height + 60, c, 'opacity="0.95"');
  }
  return out + light;
}

function plant(ctx: Ctx, x: number, base: number, size: number): string {
  let out = rect(
    x - size * 0.22,
    base - size * 0.4,
    size * 0.44,
    size * 0.4,
    ctx.r.pick(['#e8e2d8', '#b9a48c', '#3a3c40']),
  );
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35;
    out += ellipse(
      x + Math.cos(a) * size * 0.45,
      base - size * 0.55 + Math.sin(a) * size * 0.45,
      size * 0.12,
      size * 0.32,
      shade(ctx.r.pick(GREENS), -0.1),
      `transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x + Math.cos(a) * size * 0.45)} ${f(base - size * 0.55 + Math.sin(a) * size * 0.45)})"`,
    );
  }
  return out;
}

function living(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, r.chance(0.7) ? 'parquet' : 'concrete');
  let out = rm.out;
  out += backWindow(ctx, rm, rm.x0 + 60, 360);
  const art = r.pick(ACCENTS);
  out +=
    rect(rm.x1 - 330, rm.y0 + 90, 220, 150, '#f7f5f0') +
    rect(
      rm.x1 - 318,
      rm.y0 + 102,
      196,
      126,
      gradient(ctx, [
        [0, shade(art, 0.3)],
        [1, art],
      ]),
    );
  const sofa = r.pick(['#8a9aa8', '#c9b8a2', '#5a6270', '#7b8a6a', '#d8cbb8', '#9c6b4f']);
  const sy = h * 0.74;
  out += groundShadow(ctx, w / 2 + 60, sy + 90, 380, 30, 0.3);
  out += rect(w / 2 - 300, sy - 90, 720, 110, shade(sofa, -0.08), 'rx="26"');
  out += rect(w / 2 - 330, sy - 20, 780, 100, sofa, 'rx="22"');
  for (let i = 0; i < 3; i++)
    out += rect(w / 2 - 280 + i * 230, sy - 30, 210, 40, shade(sofa, 0.12), 'rx="14"');
  out +=
    rect(w / 2 - 340, sy - 60, 60, 140, shade(sofa, -0.12), 'rx="20"') +
    rect(w / 2 + 400, sy - 60, 60, 140, shade(sofa, -0.12), 'rx="20"');
  out += ellipse(
    w / 2 + 60,
    h - 30,
    420,
    60,
    r.pick(['#e8e2d8', '#cfc6b6', '#b9b2a6']),
    'opacity="0.9"',
  );
  out +=
    rect(w / 2 - 80, h - 90, 300, 26, r.pick(WOODS), 'rx="6"') +
    rect(w / 2 - 60, h - 64, 12, 50, '#3a3c40') +
    rect(w / 2 + 190, h - 64, 12, 50, '#3a3c40');
  out +=
    line(rm.x1 - 40, sy + 80, rm.x1 - 40, rm.y0 + 150, '#2b2f33', 5) +
    poly(
      [
        [rm.x1 - 90, rm.y0 + 150],
        [rm.x1 + 10, rm.y0 + 150],
        [rm.x1 - 15, rm.y0 + 90],
        [rm.x1 - 65, rm.y0 + 90],
      ],
      '#f4efe4',
    );
  out += plant(ctx, rm.x0 - 40, h * 0.95, 200);
  return out;
}

function kitchen(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, r.chance(0.5) ? 'tiles' : 'parquet');
  let out = rm.out;
  const fronts = r.pick(['#f4f2ee', '#2f3338', '#7b8a6a', '#c9d1d3', '#1d2b3a', '#d8cbb8']);
  const top = r.pick(['#e8e4dc', '#3a3c40', '#d9d4ca', '#b9b2a6']);
  out += backWindow(ctx, rm, w / 2 - 130, 260);
  const cy = rm.y1 - 150;
  out +=
    rect(rm.x0, cy, w / 2 - 150 - rm.x0, 150, fronts) +
    rect(w / 2 + 150, cy, rm.x1 - w / 2 - 150, 150, fronts);
  out += rect(rm.x0, cy - 14, rm.x1 - rm.x0, 16, top);
  for (let x = rm.x0; x < rm.x1; x += 110)
    out += line(x, cy + 4, x, rm.y1, shade(fronts, -0.25), 2);
  out +=
    rect(rm.x0, rm.y0 + 20, w / 2 - 170 - rm.x0, 150, fronts) +
    rect(w / 2 + 170, rm.y0 + 20, rm.x1 - w / 2 - 170, 150, fronts);
  for (let x = rm.x0; x < rm.x1; x += 110)
    out += line(x, rm.y0 + 20, x, rm.y0 + 170, shade(fronts, -0.25), 2);
  const iy = h * 0.8;
  out += groundShadow(ctx, w / 2, h - 20, 440, 30, 0.3);
  out +=
    rect(w / 2 - 420, iy - 20, 840, 24, top) +
    rect(w / 2 - 400, iy + 4, 800, h - iy, shade(fronts, -0.05));
  for (let i = 0; i < 3; i++) {
    const px = w / 2 - 260 + i * 260;
    out +=
      line(px, 0, px, h * 0.34, '#2b2f33', 3) +
      ellipse(px, h * 0.36, 50, 26, r.pick(['#2b2f33', '#c8a165', '#f4f2ee']));
    out += ellipse(px, h * 0.38, 30, 8, '#fff4d6', 'opacity="0.8"');
  }
  for (let i = 0; i < 3; i++)
    out += rect(w / 2 - 300 + i * 260, iy - 90, 70, 70, r.pick(WOODS), 'rx="10"');
  return out;
}

function bedroom(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, r.chance(0.6) ? 'parquet' : 'carpet');
  let out = rm.out;
  out += backWindow(ctx, rm, rm.x1 - 330, 250, { curtains: true });
  const head = r.pick(['#8a9aa8', '#c9b8a2', '#5a6270', '#d8cbb8', '#7b8a6a']);
  const bx = w / 2 - 360;
  out += rect(bx, rm.y1 - 230, 520, 240, head, 'rx="16"');
  out += groundShadow(ctx, bx + 260, h - 20, 330, 30, 0.3);
  out += poly(
    [
      [bx - 20, rm.y1 - 10],
      [bx + 540, rm.y1 - 10],
      [bx + 620, h],
      [bx - 100, h],
    ],
    '#f7f5f0',
  );
  out += poly(
    [
      [bx - 10, rm.y1 + 60],
      [bx + 530, rm.y1 + 60],
      [bx + 630, h],
      [bx - 110, h],
    ],
    r.pick(['#e9e2d6', '#c9d1d3', '#d8cbb8', '#b9c4b0']),
  );
  out +=
    rect(bx + 40, rm.y1 - 40, 200, 70, '#ffffff', 'rx="20"') +
    rect(bx + 280, rm.y1 - 40, 200, 70, '#ffffff', 'rx="20"');
  for (const nx of [bx - 150, bx + 560]) {
    out += rect(nx, rm.y1 - 10, 110, 110, r.pick(WOODS));
    out +=
      line(nx + 55, rm.y1 - 10, nx + 55, rm.y1 - 80, '#3a3c40', 3) +
      poly(
        [
          [nx + 25, rm.y1 - 80],
          [nx + 85, rm.y1 - 80],
          [nx + 72, rm.y1 - 130],
          [nx + 38, rm.y1 - 130],
        ],
        '#f4efe4',
      );
  }
  return out;
}

function bathroom(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, 'tiles', r.pick(['#e8e4dc', '#dfe4e2', '#d9d4ca', '#c9d1d3']));
  let out = rm.out;
  for (let y = rm.y0; y < rm.y1; y += 40)
    out += line(rm.x0, y, rm.x1, y, shade(rm.wall, -0.12), 1.5);
  for (let x = rm.x0; x < rm.x1; x += 80)
    out += line(x, rm.y0, x, rm.y1, shade(rm.wall, -0.12), 1.5);
  const vx = rm.x0 + 80;
  out +=
    rect(vx, rm.y1 - 220, 360, 22, '#f7f5f0') + rect(vx + 10, rm.y1 - 198, 340, 130, r.pick(WOODS));
  out += ellipse(vx + 180, rm.y1 - 222, 90, 14, '#ffffff');
  out += rect(
    vx + 40,
    rm.y0 + 40,
    280,
    200,
    gradient(ctx, [
      [0, '#dfe8ee'],
      [1, '#b9c7d1'],
    ]),
  );
  out += rect(rm.x1 - 420, rm.y1 - 120, 400, 120, '#f7f5f0', 'rx="30"');
  out += rect(rm.x1 - 330, rm.y0, 6, rm.y1 - rm.y0 - 130, '#c9d1d3', 'opacity="0.8"');
  out += rect(w * 0.08, h * 0.8, 180, 40, r.pick(['#e8e2d8', '#c9d1d3']), 'rx="8"');
  out += plant(ctx, rm.x1 + 60, h * 0.96, 170);
  return out;
}

function terrace(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.55;
  let out = sky(ctx, horizon);
  for (let x = 0; x < w; x += r.int(50, 110))
    out += rect(
      x,
      horizon - r.int(40, 180),
      r.int(40, 100),
      200,
      shade('#b9bcc2', (r.next() - 0.5) * 0.2),
      'opacity="0.85"',
    );
  for (let i = 0; i < 4; i++) out += tree(ctx, r.int(0, w), horizon + 10, r.int(80, 130));
  const wood = r.pick(WOODS);
  out += poly(
    [
      [0, h * 0.62],
      [w, h * 0.62],
      [w, h],
      [0, h],
    ],
    wood,
  );
  for (let i = 0; i < 16; i++) {
    const y = h * 0.62 + h * 0.38 * (i / 16) ** 1.4;
    out += line(0, y, w, y, shade(wood, -0.2), 2);
  }
  out +=
    rect(0, h * 0.45, w, h * 0.17, '#dcebf0', 'opacity="0.3"') +
    line(0, h * 0.45, w, h * 0.45, '#3a3c40', 4);
  out += groundShadow(ctx, w * 0.55, h * 0.86, 220, 24);
  out +=
    ellipse(w * 0.55, h * 0.74, 160, 30, '#f4f2ee') +
    rect(w * 0.55 - 8, h * 0.74, 16, 100, '#3a3c40');
  for (const cx of [w * 0.34, w * 0.76])
    out += rect(cx - 50, h * 0.72, 100, 110, r.pick(['#3a3c40', '#c8a165', '#f4f2ee']), 'rx="12"');
  out += plant(ctx, w * 0.1, h * 0.98, 240) + plant(ctx, w * 0.92, h * 0.98, 200);
  return out;
}

function garden(ctx: Ctx, pool: boolean): string {
  const { r, w, h } = ctx;
  const horizon = h * 0.5;
  let out = sky(ctx, horizon) + lawnAndPath(ctx, horizon);
  for (let i = 0; i < 8; i++)
    out += tree(ctx, r.int(0, w), horizon + r.int(0, 40), r.int(160, 260));
  out += shrubs(ctx, 0, w, horizon + 60, 70);
  if (pool) {
    out += poly(
      [
        [w * 0.15, h * 0.68],
        [w * 0.85, h * 0.68],
        [w * 0.95, h * 0.92],
        [w * 0.05, h * 0.92],
      ],
      '#e9e4da',
    );
    out += poly(
      [
        [w * 0.17, h * 0.7],
        [w * 0.83, h * 0.7],
        [w * 0.92, h * 0.9],
        [w * 0.08, h * 0.9],
      ],
      gradient(ctx, [
        [0, '#7cc3d8'],
        [1, '#2f8fb0'],
      ]),
    );
  } else {
    const wood = r.pick(WOODS);
    out += poly(
      [
        [0, h * 0.82],
        [w * 0.6, h * 0.82],
        [w * 0.7, h],
        [0, h],
      ],
      wood,
    );
    out +=
      ellipse(w * 0.3, h * 0.84, 120, 22, '#f4f2ee') +
      rect(w * 0.3 - 6, h * 0.84, 12, 80, '#3a3c40');
  }
  return out;
}

function shopInterior(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, r.chance(0.5) ? 'concrete' : 'tiles', '#f3f0ea');
  let out = rm.out;
  for (let i = 0; i < 3; i++)
    out += line(rm.x0 + 100, rm.y0 - 30 + i * 30, rm.x1 - 100, rm.y0 - 30 + i * 30, '#2b2f33', 3);
  for (let i = 0; i < 8; i++) out += ellipse(rm.x0 + 120 + i * 120, rm.y0 + 8, 16, 10, '#fff4d6');
  for (let s = 0; s < 3; s++)
    out += rect(rm.x0 + 40, rm.y0 + 90 + s * 110, rm.x1 - rm.x0 - 80, 10, r.pick(WOODS));
  out +=
    rect(w / 2 - 220, h * 0.78, 440, 120, '#2f3338') +
    rect(w / 2 - 230, h * 0.76, 460, 20, r.pick(WOODS));
  return out;
}

function officeInterior(ctx: Ctx): string {
  const { r, w } = ctx;
  const rm = room(ctx, 'carpet', '#eef0f1');
  let out = rm.out;
  for (let x = rm.x0 + 40; x < rm.x1 - 100; x += 220)
    out += rect(
      x,
      rm.y0 + 40,
      180,
      rm.y1 - rm.y0 - 110,
      gradient(ctx, [
        [0, '#a9c8e6'],
        [1, '#dfeaf2'],
      ]),
    );
  for (let i = 0; i < 4; i++) out += rect(rm.x0 + 80 + i * 250, rm.y0 - 30, 160, 12, '#fffbe8');
  for (let row = 0; row < 2; row++) {
    const y = rm.y1 + 40 + row * 140;
    const scale = 1 + row * 0.4;
    out += rect(w / 2 - 380 * scale, y, 760 * scale, 18 * scale, '#f4f2ee');
    for (let i = 0; i < 4; i++) {
      const mx = w / 2 - 330 * scale + i * 200 * scale;
      out +=
        rect(mx, y - 70 * scale, 110 * scale, 66 * scale, '#1f2328') +
        rect(mx + 50 * scale, y - 6 * scale, 10 * scale, 6 * scale, '#1f2328');
      out += rect(
        mx + 10 * scale,
        y + 24 * scale,
        80 * scale,
        70 * scale,
        r.pick(['#2b2f33', '#5a6270', '#1d2b3a']),
        'rx="10"',
      );
    }
  }
  return out;
}

function warehouseInterior(ctx: Ctx): string {
  const { r, w } = ctx;
  const rm = room(ctx, 'concrete', '#d6d8da');
  let out = rm.out;
  for (let i = 0; i < 5; i++)
    out += line(i * (w / 4), 0, rm.x0 + i * ((rm.x1 - rm.x0) / 4), rm.y0, '#6f7780', 10);
  for (let i = 0; i < 3; i++)
    out += rect(rm.x0 + 80 + i * 320, rm.y0 - 40, 200, 24, '#fbfbf6', 'opacity="0.9"');
  for (let rack = 0; rack < 2; rack++) {
    const x = rack === 0 ? rm.x0 + 20 : rm.x1 - 360;
    for (let lvl = 0; lvl < 3; lvl++) {
      const y = rm.y1 - 60 - lvl * 120;
      out += rect(x, y, 340, 10, '#e07a2e');
      for (let b = 0; b < 3; b++)
        out += rect(x + 10 + b * 110, y - 90, 95, 90, shade('#c9a27a', (r.next() - 0.5) * 0.2));
    }
    out +=
      rect(x, rm.y1 - 420, 10, 420, '#2f5d8a') + rect(x + 330, rm.y1 - 420, 10, 420, '#2f5d8a');
  }
  out += rect(w / 2 - 120, rm.y1 - 240, 240, 240, '#8c9096');
  return out;
}

function garageInterior(ctx: Ctx): string {
  const { r, w, h } = ctx;
  const rm = room(ctx, 'concrete', '#cfd1d2');
  let out = rm.out;
  for (let i = 0; i < 3; i++) out += rect(rm.x0 + 120 + i * 300, rm.y0 - 20, 180, 10, '#fdfdf4');
  for (let i = 0; i <= 4; i++) {
    const t = i / 4;
    out += line(rm.x0 + (rm.x1 - rm.x0) * t, rm.y1, w * t, h, '#f2f2ee', 5);
  }
  for (const x of [rm.x0 + 260, rm.x1 - 260])
    out += rect(x - 20, rm.y0, 40, rm.y1 - rm.y0, '#b9bbbd');
  out += rect(rm.x0, rm.y1 - 24, rm.x1 - rm.x0, 24, '#e6c84a');
  if (r.chance(0.5)) out += rect(w / 2 - 170, h * 0.72, 340, 130, '#5a6270', 'rx="40"');
  return out;
}

// ── entry points ────────────────────────────────────────────────────────────────────────────

function exterior(ctx: Ctx, kind: Kind, pool: boolean): string {
  switch (kind) {
    case 'house':
      return detachedHouse(ctx);
    case 'farmhouse':
      return detachedHouse(ctx, { farm: true });
    case 'villa':
      return villa(ctx, pool);
    case 'townhouse':
    case 'investment':
      return streetRow(ctx);
    case 'shop':
    case 'mixed':
      return streetRow(ctx, { shop: true });
    case 'apartment':
    case 'studio':
      return apartmentBlock(ctx);
    case 'parking':
      return apartmentBlock(ctx, { parking: true });
    case 'garage':
      return garageRow(ctx);
    case 'warehouse':
      return warehouse(ctx);
    case 'office':
      return officeTower(ctx);
    case 'plot':
      return meadow(ctx, 0);
  }
}

/** The SVG of one photo. */
export function sceneSvg(
  scene: SceneKey,
  kind: Kind,
  seed: number,
  w: number,
  h: number,
  pool = false,
): string {
  const ctx: Ctx = { r: rng(seed), w, h, defs: [], id: 0 };
  const body = (() => {
    switch (scene) {
      case 'exterior':
        return exterior(ctx, kind, pool);
      case 'living':
        return living(ctx);
      case 'kitchen':
        return kitchen(ctx);
      case 'bedroom':
        return bedroom(ctx);
      case 'bathroom':
        return bathroom(ctx);
      case 'terrace':
        return terrace(ctx);
      case 'garden':
        return garden(ctx, pool);
      case 'plot':
        return meadow(ctx, seed % 2);
      case 'surroundings':
        return kind === 'townhouse' || kind === 'shop' || kind === 'mixed'
          ? park(ctx)
          : ctx.r.chance(0.5)
            ? park(ctx)
            : streetRow(ctx);
      case 'shopInterior':
        return shopInterior(ctx);
      case 'officeInterior':
        return officeInterior(ctx);
      case 'warehouseInterior':
        return warehouseInterior(ctx);
      case 'garageInterior':
        return garageInterior(ctx);
    }
  })();
  const finish = grade(ctx) + vignette(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join('')}</defs>${body}${finish}</svg>`;
}

/** A simple portrait silhouette for an agent. */
export function avatarSvg(
  look: { seed: number; skin: string; hair: string; shirt: string; background: string },
  size = 400,
): string {
  const ctx: Ctx = { r: rng(look.seed, 99), w: size, h: size, defs: [], id: 0 };
  const bg = gradient(ctx, [
    [0, shade(look.background, 0.3)],
    [1, shade(look.background, -0.08)],
  ]);
  const s = size / 400;
  const long = look.seed % 2 === 1;
  let out = rect(0, 0, size, size, bg);
  if (long)
    out += `<path d="M${120 * s} ${170 * s} Q${110 * s} ${300 * s} ${140 * s} ${330 * s} L${260 * s} ${330 * s} Q${290 * s} ${300 * s} ${280 * s} ${170 * s} Z" fill="${look.hair}"/>`;
  out += `<path d="M${40 * s} ${400 * s} Q${50 * s} ${300 * s} ${200 * s} ${290 * s} Q${350 * s} ${300 * s} ${360 * s} ${400 * s} Z" fill="${look.shirt}"/>`;
  out += poly(
    [
      [170 * s, 295 * s],
      [200 * s, 340 * s],
      [230 * s, 295 * s],
    ],
    mix(look.shirt, '#ffffff', 0.85),
  );
  out += rect(176 * s, 240 * s, 48 * s, 60 * s, shade(look.skin, -0.08));
  out += ellipse(200 * s, 185 * s, 70 * s, 86 * s, look.skin);
  out += `<path d="M${128 * s} ${185 * s} Q${125 * s} ${95 * s} ${200 * s} ${92 * s} Q${280 * s} ${95 * s} ${272 * s} ${185 * s} Q${255 * s} ${130 * s} ${200 * s} ${128 * s} Q${150 * s} ${130 * s} ${128 * s} ${185 * s} Z" fill="${look.hair}"/>`;
  out += vignette(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${ctx.defs.join('')}</defs>${out}</svg>`;
}
