// The seed createTestApp applies unless told otherwise: the demo shop with its three staff and
// no item options. The run's seeded embedded template (pglite-template.global.ts) holds exactly
// this, so the two must not drift apart.
export const DEFAULT_TEST_SEED = { demoStaff: true, itemOptions: false } as const;
