import { formatPostedAgo } from '@ncr/shared/format';
import type { PostingDraft } from '@ncr/shared/schemas/posting-draft';
import { FileClock, ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';

const savedAgo = (draft: PostingDraft) => formatPostedAgo(draft.updatedAt, Date.now()) ?? 'earlier';
const titleOf = (draft: PostingDraft) => draft.data.property?.title || draft.data.title || 'Untitled property';

/** Back on the post form with a posting in progress: go on with it, or start over (docs/decisions/0127). */
export function DraftOffer({ draft, onContinue, onStartOver }: { draft: PostingDraft; onContinue: () => void; onStartOver: () => void }) {
  return (
    <section aria-labelledby="draft-heading" className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-6">
      <h2 id="draft-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileClock className="h-5 w-5 text-brand-700" aria-hidden />
        You have a posting in progress
      </h2>
      <p className="text-sm text-slate-700">
        <span className="font-medium">{titleOf(draft)}</span>, saved {savedAgo(draft)}, on step {draft.step} of 2. Photos are not kept with
        it: you add them again on step 2.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue}>Continue where I left off</Button>
        <Button variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    </section>
  );
}

/** Above the form brought back: what came back and what did not. */
export function DraftNotice({ draft }: { draft: PostingDraft }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <ImagePlus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      Your posting from {savedAgo(draft)} is back as you left it. Photos are not kept with a saved posting: please add them again on step 2.
    </p>
  );
}
