// The one look for a form's error message; role=alert so screen readers announce it.
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'notice';
}) {
  if (!message) return null;
  const colours = tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900';
  return (
    <p role="alert" className={`rounded-lg p-3 text-sm font-semibold ${colours}`}>
      {message}
    </p>
  );
}
