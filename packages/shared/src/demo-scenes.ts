import { seededRandom } from './random';
// Procedural drawings of Delhi NCR property types, as SVG text: the demo listings' photos (rendered
// to WebP at seed time) and the home hero's pictures. No photographs, so nothing to licence
// (docs/decisions/0035-procedural-demo-imagery.md). Pure functions of (kind, variant): the same
// arguments always draw the same picture, on the server and in the browser.

export const SCENE_KINDS = ['flat', 'house', 'plot', 'shop', 'office'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
/** Distinct pictures drawn per kind. */
export const SCENE_VARIANTS = 6;

const W = 900;
const H = 640;
const GROUND = 540;
const LEAF = '#3f7a4c';

interface Palette {
  sky: [string, string];
  wall: string;
  trim: string;
  accent: string;
  ground: string;
}
// Daylight, evening and overcast skies over the beige, terracotta and white plaster NCR builds in.
const PALETTES: Palette[] = [
  { sky: ['#9fd3f0', '#e8f5fc'], wall: '#efe3cf', trim: '#b5651d', accent: '#2f6f4f', ground: '#8c8f6e' },
  { sky: ['#f7b267', '#fde4c3'], wall: '#f4efe6', trim: '#8d3b2f', accent: '#3d5a80', ground: '#7b7a5c' },
  { sky: ['#b8c6d6', '#eef2f6'], wall: '#e6d5b8', trim: '#6b4f3a', accent: '#2a7f62', ground: '#86896b' },
  { sky: ['#7fb8e0', '#d9eefa'], wall: '#f2d7b6', trim: '#a23e48', accent: '#1d4e89', ground: '#7f8a5a' },
  { sky: ['#c9b6e4', '#f6eefc'], wall: '#ece6da', trim: '#5b6770', accent: '#b5651d', ground: '#8a8a6a' },
  { sky: ['#a7d8de', '#effafb'], wall: '#f0e2c8', trim: '#7a4e2d', accent: '#3c6e47', ground: '#7d8462' },
];

/** Deterministic numbers for one picture, so variants differ but never change between runs. */
const numbers = (seed: number): (() => number) => seededRandom(seed * 2654435761);

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"${extra}/>`;

function tree(x: number, size: number, shade: string): string {
  return `${rect(x - 5, GROUND - size * 0.9, 10, size * 0.9, '#6b4a2b')}<circle cx="${x}" cy="${GROUND - size}" r="${size * 0.45}" fill="${shade}"/><circle cx="${x - size * 0.25}" cy="${GROUND - size * 0.8}" r="${size * 0.32}" fill="${shade}" opacity="0.9"/>`;
}

function backdrop(p: Palette, random: () => number): string {
  const sunX = 120 + random() * 660;
  // A faint skyline far behind: every NCR view has one.
  const far = Array.from({ length: 9 }, (_, i) => {
    const w = 60 + random() * 50;
    const h = 60 + random() * 120;
    return rect(i * 105 - 20, GROUND - 90 - h, w, h + 90, '#b9c3cc', ' opacity="0.55"');
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#sky)')}<circle cx="${sunX.toFixed(0)}" cy="95" r="42" fill="#fff6c9" opacity="0.9"/>${far}`;
}

function road(p: Palette): string {
  return `${rect(0, GROUND, W, H - GROUND, p.ground)}${rect(0, GROUND + 48, W, 52, '#55585c')}${Array.from({ length: 9 }, (_, i) => rect(i * 110 + 20, GROUND + 72, 60, 5, '#f1f1f1')).join('')}`;
}

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  fill: string,
  lit: string,
  random: () => number,
) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += rect(x + c * cw + cw * 0.18, y + r * ch + ch * 0.2, cw * 0.64, ch * 0.55, random() < 0.18 ? lit : fill);
    }
  }
  return out;
}

function flat(p: Palette, random: () => number): string {
  const towers = 2 + Math.floor(random() * 3);
  const span = 760 / towers;
  let out = '';
  for (let i = 0; i < towers; i++) {
    const w = span * (0.62 + random() * 0.2);
    const x = 70 + i * span + (span - w) / 2;
    const floors = 11 + Math.floor(random() * 9);
    const fh = 22;
    const h = floors * fh + 30;
    const top = GROUND - h;
    out += rect(x, top, w, h, i % 2 === 0 ? p.wall : '#e9e4da');
    out += rect(x - 6, top - 14, w + 12, 16, p.trim);
    // Balconies down one side, windows across: the look of a Noida/Gurugaon group housing tower.
    out += windowsGrid(x + 8, top + 16, 4, floors, (w - 16) / 4, fh, '#5b7690', '#ffd98a', random);
    for (let f = 0; f < floors; f++) out += rect(x + w - 22, top + 18 + f * fh, 22, 4, p.trim, ' opacity="0.8"');
    out += rect(x + w / 2 - 14, GROUND - 34, 28, 34, '#3b3b3b');
  }
  out += rect(0, GROUND - 26, W, 26, '#d8d2c4');
  for (let i = 0; i < 6; i++) out += tree(50 + i * 160 + random() * 40, 44 + random() * 16, LEAF);
  return out;
}

/** House variants: even ones are pitched-roof villas, odd ones flat-roofed builder floors. */
export const isVillaVariant = (variant: number): boolean => variant % 2 === 0;

function house(p: Palette, random: () => number, variant: number): string {
  const villa = isVillaVariant(variant);
  const w = villa ? 440 : 360;
  const x = 230 + random() * 80;
  const storey = 120;
  const storeys = villa ? 2 : 2 + Math.floor(random() * 2);
  const top = GROUND - storey * storeys;
  let out = rect(x, top, w, storey * storeys, p.wall);
  for (let s = 0; s < storeys; s++) {
    const y = top + s * storey;
    out += rect(x - 10, y - 6, w + 20, 10, p.trim);
    out += rect(x + 30, y + 30, 70, 60, '#5b7690');
    out += rect(x + w - 100, y + 30, 70, 60, '#5b7690');
    if (s < storeys - 1) out += rect(x + w / 2 - 60, y + 92, 120, 8, '#555', ' opacity="0.6"');
  }
  out += rect(x + w / 2 - 30, GROUND - 90, 60, 90, p.trim);
  if (villa) {
    out += `<polygon points="${x - 20},${top} ${x + w / 2},${top - 70} ${x + w + 20},${top}" fill="${p.trim}"/>`;
  } else {
    // Builder floors: a flat roof with a water tank and parapet.
    out += rect(x + w - 90, top - 40, 60, 34, '#2d2d2d');
    out += rect(x - 10, top - 18, w + 20, 18, p.wall, ` stroke="${p.trim}" stroke-width="4"`);
  }
  // Boundary wall and gate, as every kothi has.
  out += rect(60, GROUND - 44, W - 120, 44, '#d9cdb8');
  out += rect(x + w / 2 - 70, GROUND - 60, 140, 60, '#3b3b3b', ' opacity="0.85"');
  out += tree(120, 90, LEAF) + tree(W - 120, 80 + random() * 20, LEAF);
  return out;
}

function plot(p: Palette, random: () => number): string {
  // Open land: a grassy plot behind boundary pillars and wire, a board, trees at the back.
  let out = `<polygon points="0,${GROUND - 70} ${W},${GROUND - 90} ${W},${GROUND} 0,${GROUND}" fill="#b7a66a"/>`;
  out += `<polygon points="60,${GROUND - 40} ${W - 60},${GROUND - 52} ${W - 30},${GROUND} 30,${GROUND}" fill="#a59356"/>`;
  for (let i = 0; i < 40; i++) {
    const gx = random() * W;
    const gy = GROUND - 60 + random() * 58;
    out += `<path d="M${gx.toFixed(0)} ${gy.toFixed(0)} l4 -10 l4 10" stroke="#6f7d3a" stroke-width="2" fill="none"/>`;
  }
  for (let i = 0; i <= 10; i++) {
    const px = 40 + i * 82;
    out += rect(px, GROUND - 36, 10, 40, '#cfc6b4');
  }
  out += `<path d="M40 ${GROUND - 30} H860 M40 ${GROUND - 18} H860" stroke="#6d6d6d" stroke-width="2"/>`;
  const boardX = 120 + random() * 520;
  out += rect(boardX + 40, GROUND - 150, 10, 120, '#5b4632') + rect(boardX + 150, GROUND - 150, 10, 120, '#5b4632');
  out += rect(boardX, GROUND - 220, 200, 90, '#fdfcf7', ` stroke="${p.trim}" stroke-width="6"`);
  out += `<text x="${boardX + 100}" y="${GROUND - 180}" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="${p.trim}" text-anchor="middle">PLOT</text>`;
  out += `<text x="${boardX + 100}" y="${GROUND - 148}" font-family="Arial, sans-serif" font-size="20" fill="#333" text-anchor="middle">FOR SALE</text>`;
  for (let i = 0; i < 5; i++) out += tree(80 + i * 190 + random() * 50, 70 + random() * 40, LEAF);
  return out;
}

function shop(p: Palette, random: () => number): string {
  // A row of market shops with shutters, awnings and signboards under a first floor.
  const count = 3 + Math.floor(random() * 2);
  const w = (W - 80) / count;
  const colours = ['#c0392b', '#1f6f8b', '#d68910', '#2e7d32', '#6c3483'];
  let out = rect(40, GROUND - 300, W - 80, 300, p.wall);
  out += windowsGrid(50, GROUND - 290, count * 2, 1, (W - 100) / (count * 2), 110, '#5b7690', '#ffd98a', random);
  for (let i = 0; i < count; i++) {
    const x = 40 + i * w;
    const colour = colours[(i + Math.floor(random() * 5)) % colours.length] as string;
    out += rect(x + 8, GROUND - 176, w - 16, 40, colour);
    out += rect(x + 24, GROUND - 166, w - 48, 18, '#fdfcf7', ' opacity="0.9"');
    out += `<polygon points="${x + 4},${GROUND - 136} ${x + w - 4},${GROUND - 136} ${x + w - 16},${GROUND - 112} ${x + 16},${GROUND - 112}" fill="${colour}" opacity="0.85"/>`;
    const open = random() < 0.6;
    out += rect(x + 16, GROUND - 112, w - 32, 112, open ? '#f6e7c1' : '#9aa1a6');
    if (open) {
      out += rect(x + 26, GROUND - 90, w - 52, 10, p.trim) + rect(x + 26, GROUND - 56, w - 52, 10, p.trim);
    } else {
      for (let s = 0; s < 10; s++) out += rect(x + 16, GROUND - 112 + s * 11, w - 32, 2, '#7b8186');
    }
  }
  out += rect(0, GROUND, W, 12, '#c9c2b2');
  return out;
}

function office(_p: Palette, random: () => number): string {
  // Glass-fronted IT-park towers, as on Golf Course Road or Noida Sector 62.
  const glass = ['#4f7ea8', '#3f6f8f', '#5a8fa3', '#466a8f'][Math.floor(random() * 4)] as string;
  let out = '';
  const blocks = 1 + Math.floor(random() * 2);
  for (let b = 0; b < blocks; b++) {
    const w = blocks === 1 ? 380 : 280;
    const x = blocks === 1 ? 260 : 110 + b * 380;
    const h = 330 + random() * 110;
    const top = GROUND - h;
    out += rect(x, top, w, h, glass);
    for (let c = 1; c < 8; c++) out += rect(x + (c * w) / 8, top, 3, h, '#dfe8ef', ' opacity="0.7"');
    for (let r = 1; r < h / 26; r++) out += rect(x, top + r * 26, w, 2, '#dfe8ef', ' opacity="0.6"');
    out += `<polygon points="${x},${top} ${x + w * 0.55},${top} ${x},${top + h * 0.6}" fill="#ffffff" opacity="0.16"/>`;
    out += rect(x - 8, top - 12, w + 16, 14, '#cfd6dc');
    out += rect(x + w / 2 - 50, GROUND - 50, 100, 50, '#22313f');
  }
  out += rect(0, GROUND - 14, W, 14, '#d0d4d6');
  for (let i = 0; i < 4; i++) out += tree(40 + i * 270, 60, LEAF);
  return out;
}

const DRAW: Record<SceneKind, (p: Palette, random: () => number, variant: number) => string> = { flat, house, plot, shop, office };

/** The SVG of one picture of a kind; variants 0..SCENE_VARIANTS-1 are distinct. */
export function sceneSvg(kind: SceneKind, variant: number): string {
  const random = numbers(SCENE_KINDS.indexOf(kind) * 101 + variant + 1);
  const palette = PALETTES[variant % PALETTES.length] as Palette;
  const body = DRAW[kind](palette, random, variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(palette, random)}${road(palette)}${body}</svg>`;
}

/** The file name stem of a demo picture, e.g. `demo-flat-03`: the kind is readable from the URL. */
export const sceneName = (kind: SceneKind, variant: number): string => `demo-${kind}-${String(variant).padStart(2, '0')}`;

/** The kind a demo media URL shows, or null for anything else (an upload, a video). */
export function sceneKindOf(url: string): SceneKind | null {
  const match = /\/demo-(flat|house|plot|shop|office)-\d\d-detail\.webp$/.exec(url);
  return (match?.[1] as SceneKind | undefined) ?? null;
}
