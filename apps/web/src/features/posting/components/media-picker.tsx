import { ALLOWED_MEDIA_TYPES, MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import { Film, ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import type { PickedFile } from '../hooks/use-media-files';

interface MediaPickerProps {
  files: PickedFile[];
  error: string | null;
  onAdd: (files: FileList | File[]) => void;
  onRemove: (id: string) => void;
  /** Media already on the listing (edit), with its own remove. */
  existing?: string[];
  onRemoveExisting?: (url: string) => void;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** Click or drag-and-drop, previews with remove (spec §2 post property, step 2). */
export function MediaPicker({ files, error, onAdd, onRemove, existing = [], onRemoveExisting }: MediaPickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) onAdd(event.dataTransfer.files);
  };

  return (
    <div className="space-y-3 sm:col-span-2 lg:col-span-3">
      <input
        id={id}
        type="file"
        multiple
        accept={ALLOWED_MEDIA_TYPES.join(',')}
        className="peer sr-only"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          if (event.target.files) onAdd(event.target.files);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-700',
        )}
      >
        <ImagePlus className="h-8 w-8 text-brand-700" aria-hidden />
        <span className="text-sm font-medium text-slate-900">Upload photos and videos: click or drag and drop</span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          PNG, JPG, WEBP or MP4, less than 5MB each, up to {MAX_UPLOAD_FILES} files. Optional.
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {(existing.length > 0 || files.length > 0) && (
        <ul aria-label="Chosen media" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {existing.map((url, index) => (
            <Preview
              key={url}
              label={`Current file ${index + 1}`}
              src={isVideoUrl(url) ? null : cardImageUrl(url)}
              onRemove={onRemoveExisting ? () => onRemoveExisting(url) : undefined}
            />
          ))}
          {files.map((f) => (
            <Preview key={f.id} label={f.file.name} detail={sizeText(f.file.size)} src={f.preview} onRemove={() => onRemove(f.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Preview({ label, detail, src, onRemove }: { label: string; detail?: string; src: string | null; onRemove?: () => void }) {
  return (
    <li className="relative overflow-hidden rounded-md border border-slate-200 bg-white">
      <div className="flex aspect-[4/3] items-center justify-center bg-slate-100">
        {src ? (
          <img src={src} alt={label} className="h-full w-full object-cover" />
        ) : (
          <Film className="h-8 w-8 text-slate-500" aria-label="Video" />
        )}
      </div>
      <p className="truncate px-2 py-1 text-xs text-slate-700" title={label}>
        {label}
        {detail && <span className="text-slate-500"> · {detail}</span>}
      </p>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
          className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
