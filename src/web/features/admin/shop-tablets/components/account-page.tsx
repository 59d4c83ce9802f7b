// The signed-in staff member's own page: who they are and their PIN for the shop tablet
// (docs/product.md#shared-tablets).
import type { StaffUser } from '#shared/api/staff.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { MyPinForm } from './my-pin-form.tsx';

export function AccountPage({ viewer }: { viewer: StaffUser }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold">My account</h1>
      <p className="text-stone-700">
        {viewer.name} · {viewer.email}
      </p>
      <TitledSection
        id="my-pin"
        title="My PIN"
        level="h2"
        headingClassName="mb-3 text-lg font-bold"
        className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <MyPinForm />
      </TitledSection>
    </div>
  );
}
