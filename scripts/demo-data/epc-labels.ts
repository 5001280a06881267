/**
 * EPC / PEB label images: an arrow in the label's colour with its letter, for every label of
 * every region (lib/epc) and Luxembourg. Colours run from dark green (best) to red (worst)
 * across each region's own scale, as on the official certificates.
 */
import { EPC_BANDS, LUXEMBOURG_EPC_LABELS } from '@/lib/epc';
import { REGIONS } from '@/lib/regions';

/** Official-looking scale: dark green, green, yellow-green, yellow, orange, red. */
const RAMP = [
  '#00703c',
  '#2e9e44',
  '#8cc63f',
  '#d7df23',
  '#ffd500',
  '#f7a520',
  '#ee6a24',
  '#e30613',
  '#b5121b',
];

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function colourAt(t: number, ramp: readonly string[]): string {
  const pos = Math.min(Math.max(t, 0), 1) * (ramp.length - 1);
  const i = Math.min(Math.floor(pos), ramp.length - 2);
  const [a, b] = [hexToRgb(ramp[i]!), hexToRgb(ramp[i + 1]!)];
  const k = pos - i;
  return `#${a
    .map((v, j) =>
      Math.round(v + (b[j]! - v) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 'a_plusplus' → 'A++', 'c_sub' → 'C-'. */
export function epcDisplayText(label: string): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}

const REGION_NAMES: Record<string, string> = {
  flanders: 'EPC',
  brussels: 'PEB/EPB',
  wallonia: 'PEB',
  luxembourg: 'CPE',
};

export function epcLabelSvg(region: string, label: string, colour: string): string {
  const text = epcDisplayText(label).replace('-', '\u2212');
  // The text colour with the better contrast: dark text on yellows and light greens.
  const l = luminance(colour);
  const dark = (l + 0.05) / (luminance('#1f2328') + 0.05) > 1.05 / (l + 0.05);
  const fontSize = text.length >= 3 ? 26 : text.length === 2 ? 30 : 34;
  const title = `${REGION_NAMES[region] ?? 'EPC'} ${epcDisplayText(label)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-label="${title}">
  <title>${title}</title>
  <path d="M4 0H94L120 30L94 60H4Q0 60 0 56V4Q0 0 4 0Z" fill="${colour}"/>
  <path d="M4 0H94L120 30H0V4Q0 0 4 0Z" fill="#ffffff" opacity="0.12"/>
  <text x="50" y="30" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${dark ? '#1f2328' : '#ffffff'}">${text}</text>
</svg>
`;
}

/** Every label image to write: public/epc/{region}/{label}.svg. */
export function epcLabelFiles(): { region: string; label: string; svg: string }[] {
  const files: { region: string; label: string; svg: string }[] = [];
  const add = (region: string, labels: readonly string[]) =>
    labels.forEach((label, i) =>
      files.push({
        region,
        label,
        svg: epcLabelSvg(
          region,
          label,
          colourAt(labels.length === 1 ? 0 : i / (labels.length - 1), RAMP),
        ),
      }),
    );
  for (const region of REGIONS)
    add(
      region,
      EPC_BANDS[region].map((band) => band.label),
    );
  add('luxembourg', LUXEMBOURG_EPC_LABELS);
  return files;
}
