import { cn } from '@/lib/cn';
import { HERO_PICTURES, heroPicturePath } from '../hero-pictures';

/** The picture of slide `index`: framed on the right on wide screens, a faint backdrop on phones. */
export function HeroPicture({ index, active }: { index: number; active: boolean }) {
  const scene = HERO_PICTURES[index % HERO_PICTURES.length];
  if (!scene) return null;
  const src = heroPicturePath(scene);
  return (
    <>
      <img
        src={src}
        alt=""
        width={900}
        height={640}
        className={cn(
          'absolute inset-0 h-full w-full object-cover opacity-20 transition-opacity duration-700 xl:hidden',
          !active && 'opacity-0',
        )}
      />
      <figure
        className={cn(
          'absolute top-1/2 right-[max(1rem,calc((100vw-80rem)/2+1rem))] hidden w-[min(40vw,34rem)] -translate-y-1/2 overflow-hidden rounded-2xl border-4 border-white/20 shadow-2xl transition-opacity duration-700 xl:block',
          active ? 'opacity-100' : 'opacity-0',
        )}
      >
        <img src={src} alt="" width={900} height={640} className="block aspect-[45/32] w-full" />
        <figcaption className="absolute bottom-3 left-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
          {scene.caption}
        </figcaption>
      </figure>
    </>
  );
}
