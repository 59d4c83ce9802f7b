// Runs autocannon in a child process (separate from both servers) and prints its JSON result.
import autocannon from 'autocannon';

const [, , url, connections, seconds, headersJson] = process.argv;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: JSON.parse(headersJson || '{}'),
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  }),
);
