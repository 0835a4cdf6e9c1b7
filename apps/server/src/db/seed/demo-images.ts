import sharp from 'sharp';
import type { MediaStorage } from '~/storage/media-storage';

// Demo photos are drawn here (an SVG scene rendered to WebP), so no network or binary fixture
// is needed. Each has a card size and a detail size, like an uploaded photo.
const PALETTES = [
  ['#87ceeb', '#f4a261', '#2a9d8f', '#264653'],
  ['#a8dadc', '#e76f51', '#457b9d', '#1d3557'],
  ['#ffd6a5', '#9b5de5', '#00bbf9', '#3a0ca3'],
  ['#caf0f8', '#ffb703', '#219ebc', '#023047'],
  ['#fde2e4', '#6d6875', '#b5838d', '#2b2d42'],
  ['#e9f5db', '#b08968', '#718355', '#283618'],
  ['#f1faee', '#e63946', '#a8dadc', '#1d3557'],
  ['#fff3b0', '#e09f3e', '#9e2a2b', '#335c67'],
];
export const DEMO_IMAGE_COUNT = 16;

function scene(index: number): string {
  const [sky, wall, roof, ground] = PALETTES[index % PALETTES.length] as string[];
  const towers = index % 2 === 0;
  const body = towers
    ? [0, 1, 2]
        .map((i) => {
          const x = 120 + i * 230;
          const h = 260 + ((index + i) % 3) * 60;
          const windows = Array.from(
            { length: 18 },
            (_, w) =>
              `<rect x="${x + 20 + (w % 3) * 50}" y="${560 - h + 30 + Math.floor(w / 3) * 40}" width="28" height="22" fill="${sky}" opacity="0.8"/>`,
          ).join('');
          return `<rect x="${x}" y="${560 - h}" width="180" height="${h}" fill="${i === 1 ? roof : wall}"/>${windows}`;
        })
        .join('')
    : `<rect x="250" y="320" width="400" height="240" fill="${wall}"/><polygon points="220,330 450,170 680,330" fill="${roof}"/><rect x="420" y="440" width="70" height="120" fill="${ground}"/><rect x="300" y="380" width="80" height="60" fill="${sky}"/><rect x="530" y="380" width="80" height="60" fill="${sky}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640"><rect width="900" height="640" fill="${sky}"/><circle cx="${720 - (index % 4) * 120}" cy="110" r="50" fill="#fff7b0"/>${body}<rect y="560" width="900" height="80" fill="${ground}"/></svg>`;
}

/** Stores the demo images (once) and returns their public URLs. */
export async function ensureDemoImages(media: MediaStorage): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < DEMO_IMAGE_COUNT; i++) {
    const name = `demo-${String(i).padStart(2, '0')}`;
    const detail = `${name}-detail.webp`;
    const card = `${name}-card.webp`;
    const svg = Buffer.from(scene(i));
    if (!(await media.exists(detail))) {
      await media.put(detail, await sharp(svg).resize(1280, 910).webp({ quality: 78 }).toBuffer(), 'image/webp');
    }
    if (!(await media.exists(card))) {
      await media.put(card, await sharp(svg).resize(480, 340).webp({ quality: 72 }).toBuffer(), 'image/webp');
    }
    urls.push(`/media/${detail}`);
  }
  return urls;
}
