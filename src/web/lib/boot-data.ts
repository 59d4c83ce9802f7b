// Data the server wrote into index.html for the first render (see server plugins/boot-data.ts).
// Read once; each key is handed out a single time so later loads always go to the API.
let parsed: Record<string, unknown> | undefined;

function all(): Record<string, unknown> {
  if (parsed) return parsed;
  parsed = {};
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById('boot-data')?.textContent;
    if (text) parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A broken block only means the page fetches the data itself.
  }
  return parsed;
}

/**
 * The value without taking it: for the storefront's entry script, which reads the menu to add a
 * tapped item before the application (which takes it) has loaded.
 */
export function peekBootData<T>(key: string): T | undefined {
  return all()[key] as T | undefined;
}

export function takeBootData<T>(key: string): T | undefined {
  const data = all();
  const value = data[key] as T | undefined;
  delete data[key];
  return value;
}
