import { ALLOWED_MEDIA_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import { MAX_UPLOAD_TOTAL_BYTES } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedFile {
  id: string;
  file: File;
  /** An object URL for photos; videos are listed by name. */
  preview: string | null;
}

const allowed = new Set<string>(ALLOWED_MEDIA_TYPES);

/**
 * The files chosen for upload, checked as the server checks them (type, 5 MB each, count and
 * total), so a mistake is reported before anything is sent. The server decides the real type
 * from the bytes; this check is only a quick answer for the user.
 */
export function useMediaFiles(existingCount = 0) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(files);
  latest.current = files;

  useEffect(() => () => revoke(latest.current), []);

  const add = useCallback(
    (incoming: FileList | File[]): string | null => {
      const list = Array.from(incoming);
      let problem: string | null = null;
      const accepted: PickedFile[] = [];
      let count = existingCount + latest.current.length;
      let total = latest.current.reduce((sum, f) => sum + f.file.size, 0);
      for (const file of list) {
        if (!allowed.has(file.type)) problem = TEXTS.invalidFileType;
        else if (file.size > MAX_UPLOAD_BYTES) problem = TEXTS.fileTooLarge;
        else if (count + 1 > MAX_UPLOAD_FILES) problem = `Too many files: at most ${MAX_UPLOAD_FILES} files per listing`;
        else if (total + file.size > MAX_UPLOAD_TOTAL_BYTES) {
          problem = `Upload too large: all files together must be less than ${MAX_UPLOAD_TOTAL_BYTES / 1024 / 1024}MB`;
        } else {
          count += 1;
          total += file.size;
          const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
          accepted.push({ id: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`, file, preview });
        }
      }
      setFiles((current) => [...current, ...accepted]);
      setError(problem);
      return problem;
    },
    [existingCount],
  );

  const remove = useCallback((id: string) => {
    setFiles((current) => {
      revoke(current.filter((f) => f.id === id));
      return current.filter((f) => f.id !== id);
    });
    setError(null);
  }, []);

  const clear = useCallback(() => {
    revoke(latest.current);
    setFiles([]);
    setError(null);
  }, []);

  return { files, error, add, remove, clear };
}

function revoke(files: PickedFile[]) {
  for (const f of files) if (f.preview) URL.revokeObjectURL(f.preview);
}
