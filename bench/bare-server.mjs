// The baseline: a bare node:http server sending the same bytes as /api/menu: the same body and
// the same headers (replayed from the app's own answer, with a fresh request id per answer).
// Run as its own process so it competes for the CPU like the real server does.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

const [, , port, bodyFile, headersFile] = process.argv;
const body = fs.readFileSync(bodyFile);
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'));
const server = http.createServer((req, res) => {
  if (req.headers['if-none-match'] === headers.etag) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = headers;
    res.writeHead(304, { ...rest, 'x-request-id': randomUUID() });
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'x-request-id': randomUUID(), 'content-length': body.length });
  res.end(body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
