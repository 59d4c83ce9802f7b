// The legs of a delivered order as "Where the minutes go" names them
// (docs/product.md#where-the-minutes-go), and where its CSV is. Re-exported by shared/api/promise.ts.

/**
 * The legs of a delivery order: placed -> accepted (toAccept), accepted -> ready (kitchen), ready
 * -> picked up (shelf), picked up -> delivered (road), and placed -> delivered (total).
 */
export const PROMISE_SEGMENTS = ['toAccept', 'kitchen', 'shelf', 'road', 'total'] as const;
export type PromiseSegment = (typeof PROMISE_SEGMENTS)[number];
export const PROMISE_SEGMENT_LABELS: Record<PromiseSegment, string> = {
  toAccept: 'Placed → accepted',
  kitchen: 'Kitchen',
  shelf: 'On the shelf',
  road: 'On the road',
  total: 'Placed → delivered',
};

export const PROMISE_REPORT_CSV_PATH = '/api/admin/analytics/promise.csv';
