// `npm start`: build when dist/ is missing or older than the sources, then run the server.
// With no settings this is a complete local shop on the embedded database.
import { buildIsStale } from './build-inputs.mjs';

if (buildIsStale()) {
  let build;
  try {
    ({ build } = await import('./build.mjs'));
    console.log('Building the shop (first start, or the sources changed)...');
    await build({ quiet: true });
  } catch (error) {
    console.error('The build is missing or out of date and could not be made:', error.message);
    console.error('Run `npm install` (with dev dependencies) and `npm run build`, then start again.');
    process.exit(1);
  }
}
await import('../dist/server/server.mjs');
