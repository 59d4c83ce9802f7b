// The browser suite runs against the built server, so build first when dist/ is stale.
export default async function setup() {
  const { buildIsStale } = await import('#scripts/build-inputs.mjs');
  if (buildIsStale()) {
    const { build } = await import('#scripts/build.mjs');
    await build({ quiet: true });
  }
}
