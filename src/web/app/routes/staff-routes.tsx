// Route entry for everything staff-only; loaded lazily so no admin code ships in the storefront.
import { StaffAreaStatus } from '../../features/admin/status/components/staff-area-status';

export function LoginRoute() {
  return <StaffAreaStatus title="Admin Portal" />;
}

export function AdminRoute() {
  return <StaffAreaStatus title="Admin Dashboard" />;
}
