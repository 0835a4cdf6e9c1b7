/** The upload progress bar (XMLHttpRequest upload events). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="space-y-1" aria-live="polite">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{percent < 100 ? 'Uploading...' : 'Processing media...'}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
