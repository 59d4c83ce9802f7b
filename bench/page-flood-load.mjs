// Child process of page-flood.mjs: one client address sending `connections` kept-alive streams of
// page requests, each to an address nobody asked for before (`<path>?<param>=<random>`), for
// `seconds`. Prints autocannon's JSON summary.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const [, , url, param, connections, seconds] = process.argv;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [{ setupRequest: (request) => ({ ...request, path: `/?${param}=${randomUUID()}` }) }],
});
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, non2xx: result.non2xx, errors: result.errors }),
);
