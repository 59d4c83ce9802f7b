// The bills register for the accountant is a plain download link like the orders CSV: the browser
// sends the session cookie and saves the file under the name the server gives.
import type { DateRange } from '#shared/analytics-range.ts';
import { BILLS_CSV_PATH } from '#shared/api/billing.ts';

export const billsCsvUrl = (range: DateRange) => `${BILLS_CSV_PATH}?${new URLSearchParams(range)}`;
