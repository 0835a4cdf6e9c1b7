/** Offset and page count for a 1-based page number; an empty list still has one page. */
export function pageWindow(page: number, size: number) {
  return { limit: size, offset: (page - 1) * size };
}

export const totalPages = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
