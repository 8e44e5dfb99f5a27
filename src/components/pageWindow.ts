/**
 * Which page buttons a pager shows (margin pages 2, range 5): the first and last
 * `margin` pages, `range` pages around the current one (moved inward at either end so there
 * are always `range` of them), and a gap between runs. A gap that would hide exactly one page
 * shows that page instead, since a "…" is no shorter than the number.
 */
export const PAGE_MARGIN = 2;
export const PAGE_RANGE = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export function pageWindow(current: number, totalPages: number, margin = PAGE_MARGIN, range = PAGE_RANGE): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(1, page - Math.floor((range - 1) / 2)), Math.max(1, total - range + 1));
  const end = Math.min(total, start + range - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
