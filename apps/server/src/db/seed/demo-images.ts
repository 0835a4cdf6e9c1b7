import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SCENE_KINDS, SCENE_VARIANTS, type SceneKind, sceneName, sceneSvg } from '@ncr/shared/demo-scenes';
import sharp from 'sharp';

// Demo photos are drawn (packages/shared/src/demo-scenes.ts) and rendered to WebP here, so no
// network or binary fixture is needed. Each has a card size and a detail size, like an uploaded
// photo, and the same 1280x910 / 480x340 shapes (docs/decisions/0035-procedural-demo-imagery.md).

export type DemoImages = Record<SceneKind, string[]>;

interface Rendered {
  name: string;
  detail: Buffer;
  card: Buffer;
}

// Rendering is the slow part; one process renders each picture once, whatever the media folders.
let rendered: Promise<Rendered[]> | null = null;
function renderAll(): Promise<Rendered[]> {
  rendered ??= (async () => {
    const out: Rendered[] = [];
    for (const kind of SCENE_KINDS) {
      for (let v = 0; v < SCENE_VARIANTS; v++) {
        const svg = Buffer.from(sceneSvg(kind, v));
        const [detail, card] = await Promise.all([
          sharp(svg).resize(1280, 910).webp({ quality: 78 }).toBuffer(),
          sharp(svg).resize(480, 340).webp({ quality: 72 }).toBuffer(),
        ]);
        out.push({ name: sceneName(kind, v), detail, card });
      }
    }
    return out;
  })();
  return rendered;
}

/** Writes the demo images into `mediaDir` (once) and returns their public URLs by kind. */
export async function ensureDemoImages(mediaDir: string): Promise<DemoImages> {
  mkdirSync(mediaDir, { recursive: true });
  const urls = Object.fromEntries(SCENE_KINDS.map((k) => [k, [] as string[]])) as DemoImages;
  const missing = SCENE_KINDS.some((kind) =>
    Array.from({ length: SCENE_VARIANTS }, (_, v) => sceneName(kind, v)).some(
      (name) => !existsSync(path.join(mediaDir, `${name}-detail.webp`)) || !existsSync(path.join(mediaDir, `${name}-card.webp`)),
    ),
  );
  if (missing) {
    for (const image of await renderAll()) {
      await writeFile(path.join(mediaDir, `${image.name}-detail.webp`), image.detail);
      await writeFile(path.join(mediaDir, `${image.name}-card.webp`), image.card);
    }
  }
  for (const kind of SCENE_KINDS) {
    for (let v = 0; v < SCENE_VARIANTS; v++) urls[kind].push(`/media/${sceneName(kind, v)}-detail.webp`);
  }
  return urls;
}
