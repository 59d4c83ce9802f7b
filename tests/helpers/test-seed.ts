// The seed createTestApp applies unless told otherwise: the demo shop with its three staff, no
// item options and no demo orders (tests count orders from none). The run's seeded embedded template (pglite-template.global.ts) holds exactly
// this, so the two must not drift apart.
export const DEFAULT_TEST_SEED = { demoStaff: true, itemOptions: false, demoOrders: false } as const;
