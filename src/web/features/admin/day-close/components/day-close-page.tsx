// The Day close page (docs/product.md#the-day-close), for managers: one shop day (today on the
// shop's clock by default) with its sales by channel and method, what they are made of, GST by
// rate, the gateway's share, each rider's cash, the drawer, refunds (a late one from a closed day
// says so) and the net; the drawer counted and the day closed, or a closed day's close with, for
// admins, Reopen; the day's earlier closes. Printable on A4 or an 80 mm roll, and as CSV.
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { DAY_CLOSE_MESSAGES } from '#shared/api/day-close.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { addDays, shopDayOf } from '#shared/order-book/shop-day.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { longDate } from '#web/features/admin/analytics/lib/labels.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';
import { dayCloseCsvUrl, useDayClose } from '../api/day-close.ts';
import { printHead, reopenedCloses, standingClose } from '../lib/close-text.ts';
import { dayCloseTables } from '../lib/day-close-report.ts';
import { CloseForm } from './close-form.tsx';
import { EarlierCloses, StandingClose } from './close-records.tsx';
import { useDayClosePrint } from './day-close-print.tsx';
import { ReportTables } from './report-tables.tsx';

const BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700';

export function DayClosePage({ canReopen }: { canReopen: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  const hours = settings.data?.hours;
  const timeZone = hours?.timeZone ?? SHOP_TIME_ZONE;
  // Today is the shop's day now: past midnight, an overnight shift's hours still belong to yesterday.
  const today = hours ? shopDayOf(new Date(), hours) : null;
  const [picked, setPicked] = useState<string>();
  const day = picked ?? today;
  const close = useDayClose(day);
  const data = close.data;
  const tables = useMemo(() => (data ? dayCloseTables(data.figures) : []), [data]);
  const head = useMemo(
    () => (data ? printHead(data, timeZone, new Date()) : { title: '', lines: [] }),
    [data, timeZone],
  );
  const printer = useDayClosePrint(head, tables);
  const dayId = useId();
  const standing = data ? standingClose(data) : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">Day close</h1>
          <p className="text-sm text-stone-700" data-testid="day-close-state">
            {data
              ? `${longDate(data.shopDay)}: ${data.state === 'closed' ? 'closed' : 'open'}`
              : 'Shop time (India)'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={dayId} className="flex flex-col text-sm font-semibold text-stone-700">
            Shop day
            <input
              id={dayId}
              type="date"
              value={day ?? ''}
              // Tomorrow too: once today is closed, what is sold or refunded after counts there.
              max={today ? addDays(today, 1) : undefined}
              onChange={(e) => e.target.value && setPicked(e.target.value)}
              className="mt-1 h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
            />
          </label>
          {data && (
            <>
              <button type="button" className={BUTTON} onClick={() => printer.print('a4')}>
                <Printer aria-hidden="true" className="h-4 w-4" />
                Print A4
              </button>
              <button type="button" className={BUTTON} onClick={() => printer.print('80mm')}>
                <Printer aria-hidden="true" className="h-4 w-4" />
                Print 80 mm
              </button>
              <a href={dayCloseCsvUrl(data.shopDay)} download className={BUTTON}>
                <Download aria-hidden="true" className="h-4 w-4" />
                Download CSV
              </a>
            </>
          )}
        </div>
      </div>

      {settings.isError && (
        <FormAlert message={failureMessage(settings.error, "The shop's hours could not be read")} />
      )}
      {close.isError && <FormAlert message={failureMessage(close.error, 'The day could not be read')} />}
      {(settings.isPending || (day && close.isPending)) && (
        <p role="status" className="text-stone-600">
          Loading the day...
        </p>
      )}

      {data && (
        <div
          className={`space-y-4 ${close.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={close.isFetching}
        >
          {standing ? (
            <StandingClose day={data.shopDay} close={standing} canReopen={canReopen} timeZone={timeZone} />
          ) : today !== null && data.shopDay > today ? (
            <p className="rounded-2xl bg-white p-5 shadow-sm" data-testid="day-close-not-started">
              {DAY_CLOSE_MESSAGES.notStarted}: what is sold or refunded after today's close counts here.
            </p>
          ) : (
            <CloseForm key={data.shopDay} day={data.shopDay} figures={data.figures} />
          )}
          {standing && data.shopDay === today && (
            <button type="button" className={BUTTON} onClick={() => setPicked(addDays(data.shopDay, 1))}>
              See the next day, {longDate(addDays(data.shopDay, 1))}
            </button>
          )}
          {data.current && (
            <FormAlert
              tone="notice"
              message="The day's rows read differently now from the figures its close kept: the tables show the kept ones."
            />
          )}
          <ReportTables tables={tables} />
          <EarlierCloses closes={reopenedCloses(data)} timeZone={timeZone} />
        </div>
      )}
      {printer.portal}
    </div>
  );
}
