// The export is a plain download link (the browser sends the session cookie and saves the file
// under the name the server gives), so this endpoint has a URL and no fetcher.
import type { DateRange } from '#shared/analytics-range.ts';
import { ANALYTICS_CSV_PATH } from '#shared/api/analytics.ts';

export const ordersCsvUrl = (range: DateRange) => `${ANALYTICS_CSV_PATH}?${new URLSearchParams(range)}`;
