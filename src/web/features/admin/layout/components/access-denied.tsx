import { ShieldAlert } from 'lucide-react';

export function AccessDenied() {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="h-12 w-12 text-red-700" />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-stone-700">You don't have permission to access this page</p>
    </div>
  );
}
