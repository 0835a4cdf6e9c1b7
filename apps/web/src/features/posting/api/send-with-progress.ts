import { ApiError } from '@/lib/api-client';
import { clearSession, getSession } from '@/lib/session';

/**
 * Sends multipart form data with XMLHttpRequest, because fetch reports no upload progress.
 * Errors are thrown as the same ApiError the api() helper throws (the server's `error` text).
 */
export function sendWithProgress<T>(method: 'POST', path: string, body: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    // Same origin: the session cookie goes with it.
    const session = getSession();
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      // Like api(): a session the server no longer accepts ends here too.
      if (xhr.status === 401 && session) clearSession();
      const message =
        data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
          ? data.error
          : `Server responded with status ${xhr.status}`;
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error: the upload did not reach the server'));
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
