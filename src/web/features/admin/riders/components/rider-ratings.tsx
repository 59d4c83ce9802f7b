// Delivery stars per rider over the last 30 days (docs/product.md#ratings), on the Riders page
// beside the shift report: average, how many, and the reasons customers ticked most.
import { DELIVERY_RATING_REASON_LABELS, type DeliveryRatingReason } from '#shared/come-back/ratings.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { useRiderRatings } from '../api/rider-ratings.ts';

export function RiderRatings() {
  const report = useRiderRatings(30);
  const riders = report.data?.riders ?? [];
  return (
    <TitledSection
      id="rider-ratings-heading"
      title="Delivery ratings (last 30 days)"
      level="h2"
      headingClassName="text-lg font-semibold"
      className="space-y-2"
    >
      {report.isPending && <p className="text-stone-600">Loading...</p>}
      {report.isError && <p role="alert">Failed to load data</p>}
      {report.data && riders.length === 0 && <p className="text-stone-600">No delivery ratings yet</p>}
      {riders.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-1">
                Rider
              </th>
              <th scope="col" className="py-1">
                Average
              </th>
              <th scope="col" className="py-1">
                Ratings
              </th>
              <th scope="col" className="py-1">
                Reasons
              </th>
            </tr>
          </thead>
          <tbody>
            {riders.map((rider) => (
              <tr key={rider.riderId} className="border-b border-stone-100 align-top">
                <td className="py-1">{rider.riderName}</td>
                <td className="py-1 tabular-nums">★ {rider.average.toFixed(1)}</td>
                <td className="py-1 tabular-nums">{rider.count}</td>
                <td className="py-1">
                  {rider.reasons
                    .map(
                      (r) =>
                        `${DELIVERY_RATING_REASON_LABELS[r.reason as DeliveryRatingReason] ?? r.reason} (${r.count})`,
                    )
                    .join(', ') || '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
