import { SCENE_KINDS, SCENE_VARIANTS, type SceneKind, sceneName, sceneSvg } from '@ncr/shared/demo-scenes';
import sharp from 'sharp';
import type { MediaStorage } from '~/storage/media-storage';

// Demo photos are drawn (packages/shared/src/demo-scenes.ts) and rendered to WebP here, so no
// network or binary fixture is needed. Each has a card size and a detail size, like an uploaded
// photo, and the same 1280x910 / 480x340 shapes (docs/decisions/0035-procedural-demo-imagery.md).
// They go through the media storage like uploads, so every server of a fleet serves them.

export type DemoImages = Record<SceneKind, string[]>;

interface Rendered {
  name: string;
  detail: Buffer;
  card: Buffer;
}

// Rendering is the slow part; one process renders each picture once, whatever the storages.
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

/** Stores the demo images (once) and returns their public URLs by kind. */
export async function ensureDemoImages(media: MediaStorage): Promise<DemoImages> {
  const names = SCENE_KINDS.flatMap((kind) => Array.from({ length: SCENE_VARIANTS }, (_, v) => sceneName(kind, v)));
  const present = await Promise.all(
    names.map(async (name) => (await media.exists(`${name}-detail.webp`)) && (await media.exists(`${name}-card.webp`))),
  );
  if (present.includes(false)) {
    for (const image of await renderAll()) {
      await media.put(`${image.name}-detail.webp`, image.detail, 'image/webp');
      await media.put(`${image.name}-card.webp`, image.card, 'image/webp');
    }
  }
  const urls = Object.fromEntries(SCENE_KINDS.map((k) => [k, [] as string[]])) as DemoImages;
  for (const kind of SCENE_KINDS) {
    for (let v = 0; v < SCENE_VARIANTS; v++) urls[kind].push(`/media/${sceneName(kind, v)}-detail.webp`);
  }
  return urls;
}
