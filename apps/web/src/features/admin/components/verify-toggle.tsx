import { formatDay } from '@ncr/shared/format';
import type { Listing } from '@ncr/shared/schemas/property';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetVerified } from '../api/set-verified';

/** Staff mark the listing's documents verified (public 'Verified' badge) or take it back. */
export function VerifyToggle({ listing }: { listing: Listing }) {
  const [verifiedAt, setVerifiedAt] = useState(listing.verifiedAt ?? null);
  const set = useSetVerified();
  const toggle = () =>
    set.mutate(
      { id: listing._id, verified: !verifiedAt },
      {
        onSuccess: (r) => {
          setVerifiedAt(r.verifiedAt);
          toast.success(r.verified ? 'Documents marked verified' : 'Verification removed');
        },
        onError: (e) => toast.error('Could not change verification', { description: e.message }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
      <BadgeCheck className={verifiedAt ? 'h-4 w-4 text-emerald-700' : 'h-4 w-4 text-slate-500'} aria-hidden />
      <span className="text-slate-800">{verifiedAt ? `Documents verified on ${formatDay(verifiedAt)}` : 'Documents not verified'}</span>
      <Button size="sm" variant={verifiedAt ? 'secondary' : 'primary'} disabled={set.isPending} onClick={toggle}>
        {verifiedAt ? 'Remove verification' : 'Mark documents verified'}
      </Button>
    </div>
  );
}
