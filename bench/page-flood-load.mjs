// Child process of page-flood.mjs: `connections` kept-alive streams of page requests, each to an
// address nobody asked for before (`/?<param>=<random>`), for `seconds`, from one client address
// or, with `rotate`, from a new one on every request (X-Forwarded-For; the server trusts it).
// Prints autocannon's JSON summary.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const [, , url, param, connections, seconds, rotate] = process.argv;
let n = 0;
const from = () =>
  rotate === 'rotate' ? { 'x-forwarded-for': `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } : {};
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/?${param}=${randomUUID()}`,
        headers: { ...request.headers, ...from() },
      }),
    },
  ],
});
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, non2xx: result.non2xx, errors: result.errors }),
);
