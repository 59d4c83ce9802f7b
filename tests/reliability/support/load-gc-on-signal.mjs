// Preloaded into the server under test (node --expose-gc --import <this file>) by the load test:
// SIGUSR2 runs a full garbage collection, so memory can be read after one instead of whenever V8
// chooses to collect. It adds nothing else to the server.
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => globalThis.gc());
}
