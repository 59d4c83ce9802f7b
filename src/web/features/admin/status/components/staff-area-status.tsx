import { Link } from 'react-router';

// Staff sign-in and the dashboard are not built yet (see the staff-access and admin-catalog
// issues). Say so plainly rather than show a form that cannot work.
export function StaffAreaStatus({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-700">Staff sign-in is not available in this version yet.</p>
      <Link to="/" className="font-semibold text-brand-800 underline">
        Back to main site
      </Link>
    </main>
  );
}
