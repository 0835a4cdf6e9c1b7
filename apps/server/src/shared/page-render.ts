/**
 * Marks the API calls the server makes while rendering a page (plugins/page-renderer.ts): they are
 * not a visitor's own reads, so no view is counted for them; the browser reports the view.
 */
export const PAGE_RENDER_HEADER = 'x-page-render';
