// What the log is told when a geocoding provider fails: enough for the operator to see a bad key
// or a block (the status), never the URL, which may carry the key.

/** The status of a provider's refusal, for the log; never the URL, which may carry `key=`. */
export class ProviderRefused extends Error {
  constructor(readonly status: number) {
    super(`provider answered ${status}`);
  }
}

/** What the log is told of a failed provider call: the status or the error's name, nothing else. */
export function providerFailure(error: unknown): { status?: number; error?: string } {
  if (error instanceof ProviderRefused) return { status: error.status };
  return { error: error instanceof Error ? error.name : 'unknown' };
}
