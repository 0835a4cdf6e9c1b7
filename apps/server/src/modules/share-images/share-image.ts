import sharp from 'sharp';

// The picture a link preview shows for pages without photos of their own (home, search): 1200×630,
// the size WhatsApp, Facebook and X ask for, drawn from SVG by sharp. Only words the page's own
// heading uses, so the picture never says what the data cannot back.

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a heading into lines of at most `width` characters, at spaces. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The PNG for a heading and a line beneath it, with the site's name. */
export async function drawShareImage(heading: string, subline: string, siteName: string): Promise<Buffer> {
  const lines = wrapWords(heading, 26).slice(0, 3);
  const tspans = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="#134e4a"/>
  <rect x="0" y="540" width="100%" height="90" fill="#f59e0b"/>
  <path d="M80 120 l40 -34 l40 34 v44 h-80z" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>
  <text x="184" y="158" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>
  <text x="80" y="${300 - (lines.length - 1) * 30}" font-family="DejaVu Sans, Arial, sans-serif" font-size="68" font-weight="700" fill="#ffffff">${tspans}</text>
  <text x="80" y="598" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#0f172a">${escapeXml(subline)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
