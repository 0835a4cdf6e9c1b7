import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prepareMedia, processImage } from '~/modules/posting/media-pipeline';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;

/**
 * A 12-megapixel camera-like JPEG: a colour gradient (smooth sky and walls) with noise on top
 * (sensor grain and detail), so the encoder works about as hard as on a real photo.
 */
async function makePhoto(file: string): Promise<void> {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const noise = (seed >>> 24) % 48;
      const i = (y * WIDTH + x) * channels;
      pixels[i] = Math.min(255, ((x * 200) / WIDTH + noise) | 0);
      pixels[i + 1] = Math.min(255, ((y * 180) / HEIGHT + noise) | 0);
      pixels[i + 2] = Math.min(255, (120 + ((x + y) % 256) / 4 + noise) | 0);
    }
  }
  await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } })
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' } })
    .toFile(file);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Times the real upload pipeline (type check from bytes, decode, rotate, two WebP sizes) on one photo. */
export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-image-bench-'));
  try {
    const file = path.join(dir, 'photo-12mp.jpg');
    await makePhoto(file);
    const input = readFileSync(file);
    await processImage(input); // warm-up: loads libvips and the codecs
    const times: number[] = [];
    let output = { detail: 0, card: 0 };
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const [prepared] = await prepareMedia([input]);
      times.push(performance.now() - started);
      const [detail, card] = prepared?.files ?? [];
      output = { detail: detail?.data.length ?? 0, card: card?.data.length ?? 0 };
    }
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `photo processing (12 MP JPEG ${WIDTH}x${HEIGHT}, ${kb(input.length)} -> WebP detail ${kb(output.detail)} + card ${kb(output.card)}): ` +
        `median ${median(times).toFixed(0)} ms over ${RUNS} runs (min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
