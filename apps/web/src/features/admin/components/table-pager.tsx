import type { ReactNode } from 'react';
import { Pagination } from './pagination';

interface TablePagerProps {
  /** The "Showing …" line; each list words its own count. */
  summary: ReactNode;
  page: number;
  /** Unknown while the first page loads: then there is one page. */
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation landmark ("Buyers pages"). */
  label: string;
  numbered?: boolean;
}

/** The line under an admin list: how many rows are shown, and the page buttons (spec §2). */
export function TablePager({ summary, totalPages, ...pagination }: TablePagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{summary}</p>
      <Pagination totalPages={totalPages ?? 1} {...pagination} />
    </div>
  );
}
