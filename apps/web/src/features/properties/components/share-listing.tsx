import { Copy, Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { useOrigin } from '@/lib/use-origin';

const never = () => () => {};

/** Share a listing: the device's share sheet where the browser has one, else copy the link or send it on WhatsApp. */
export function ShareListing({ id, title }: { id: string; title: string }) {
  const origin = useOrigin();
  const canShare = useSyncExternalStore(
    never,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const url = `${origin}/property/${id}`;
  const button =
    'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-800 hover:bg-slate-50';

  if (canShare) {
    return (
      <button
        type="button"
        className={button}
        onClick={() => navigator.share({ title, url }).catch(() => undefined /* the person closed the sheet */)}
      >
        <Share2 className="h-4 w-4" aria-hidden />
        Share
      </button>
    );
  }
  return (
    <span className="inline-flex gap-2">
      <button
        type="button"
        className={button}
        onClick={() =>
          navigator.clipboard
            .writeText(url)
            .then(() => toast.success('Link copied'))
            .catch(() => toast.error('Could not copy the link; copy it from the address bar.'))
        }
      >
        <Copy className="h-4 w-4" aria-hidden />
        Copy link
      </button>
      <a className={button} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
        <Share2 className="h-4 w-4" aria-hidden />
        Share on WhatsApp
      </a>
    </span>
  );
}
