import { type DeflatedPiece, deflatePiece, deflatePieceOffLoop, gzipOfPieces, storedPiece } from '~/lib/gzip-pieces';

// A member's page is a visitor's page with their own parts in it (docs/decisions/0112): their
// header in place of the visitor's, and before </body> who they are and their hearts. The
// visitor's page is deflated once in the pieces between those places, on the render thread for a
// new page or once for a kept one; a member's page is those pieces with theirs in between, one
// gzip stream put together with no compressing of the page (docs/decisions/0139).

export const BODY_END = '</body>';

/** The visitor's page deflated in the pieces around each part a member sees otherwise, and before </body>. */
export type VisitorPieces = DeflatedPiece[];

/**
 * Where the page is cut: [from, to) of each run of bytes the visitor and the member share, one
 * more than the parts, and one from </body> on. Null when a part is missing: the member's own
 * render then serves them.
 */
function cuts(page: Uint8Array, visitorParts: readonly string[]): [number, number][] | null {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const runs: [number, number][] = [];
  let from = 0;
  for (const part of visitorParts) {
    const at = bytes.indexOf(part, from);
    if (at < 0) return null;
    runs.push([from, at]);
    from = at + Buffer.byteLength(part);
  }
  const end = bytes.lastIndexOf(BODY_END);
  if (end < from) return null;
  runs.push([from, end], [end, bytes.length]);
  return runs;
}

/** A new page's pieces, deflated where it was rendered at the light level it would be sent at. */
export function visitorPieces(page: Uint8Array, visitorParts: readonly string[], level: number): VisitorPieces | null {
  return cuts(page, visitorParts)?.map(([from, to]) => deflatePiece(page.subarray(from, to), level)) ?? null;
}

/** A kept page's pieces at its best level, made off the event loop once for all its members. */
export async function keptVisitorPieces(page: Uint8Array, visitorParts: readonly string[], level: number): Promise<VisitorPieces | null> {
  const runs = cuts(page, visitorParts);
  return runs && Promise.all(runs.map(([from, to]) => deflatePieceOffLoop(page.subarray(from, to), level)));
}

/**
 * The member's page as gzip: the visitor's pieces with the member's parts (deflated once per part,
 * as they are the same for every member of a role) in between, and their own state, a few hundred
 * bytes, stored as it is.
 */
export function memberPageGzip(
  pieces: VisitorPieces,
  memberParts: readonly DeflatedPiece[],
  state: string,
): { body: Buffer; length: number } {
  const all: DeflatedPiece[] = [];
  pieces.forEach((piece, n) => {
    all.push(piece);
    const part = n < memberParts.length ? memberParts[n] : n === memberParts.length ? storedPiece(Buffer.from(state)) : undefined;
    if (part) all.push(part);
  });
  return { body: gzipOfPieces(all), length: all.reduce((sum, piece) => sum + piece.length, 0) };
}
