// Runs s3rver as its own process for the tests: `node --openssl-legacy-provider
// s3rver-process.mjs <folder> <bucket>...`. s3rver 3.7 makes its listing continuation tokens
// with DES, which Node's OpenSSL 3 only offers through the legacy provider (jamhall/s3rver#818);
// a separate process keeps that flag away from the code under test. Prints {"port":N} once it
// listens; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
if (!directory || buckets.length === 0) {
  console.error('usage: s3rver-process.mjs <folder> <bucket>...');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
