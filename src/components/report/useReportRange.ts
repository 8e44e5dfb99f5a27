import { useState } from 'react';
import { quickRange, type DateRangeChoice } from '../dateRange';

/** Rows per page of every member report (the wire allows up to MAX_PAGE_SIZE). */
export const REPORT_PAGE_SIZE = 20;

/**
 * The range and page of a report. A report opens on the last 7 days (or `initial`, from a link); any change of range or
 * filter goes back to page 1, since the old page number means nothing in the new list.
 */
export function useReportRange(initial?: DateRangeChoice) {
  const [range, setRangeState] = useState<DateRangeChoice>(() => initial ?? quickRange('last7', new Date()));
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    pageNo,
    setPageNo,
    setRange: (next: DateRangeChoice) => {
      setRangeState(next);
      setPageNo(1);
    },
    /** Call when another filter changes. */
    restart: () => setPageNo(1),
    rangeArgs: { startTime: range.startTime, endTime: range.endTime },
    pageArgs: { pageNo, pageSize: REPORT_PAGE_SIZE },
  };
}

export type ReportRange = ReturnType<typeof useReportRange>;
