import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** Builds a multipart/form-data body by hand, as a browser would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ncr${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

/** The upload body of the post form: propertyData as JSON text plus `media` files. */
export function uploadBody(propertyData: unknown, files: { data: Buffer; filename?: string; contentType?: string }[] = []) {
  return multipart([
    { name: 'propertyData', value: typeof propertyData === 'string' ? propertyData : JSON.stringify(propertyData) },
    ...files.map((f, i) => ({
      name: 'media',
      filename: f.filename ?? `photo-${i}.jpg`,
      contentType: f.contentType ?? 'image/jpeg',
      data: f.data,
    })),
  ]);
}
