// The baseline: a bare node:http server sending the same bytes and headers as /api/menu.
// Run as its own process so it competes for the CPU like the real server does.
import http from 'node:http';

const [, , port, bodyFile, contentEncoding, etag] = process.argv;
const fs = await import('node:fs');
const body = fs.readFileSync(bodyFile);
const server = http.createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag });
    res.end();
    return;
  }
  const headers = { 'content-type': 'application/json; charset=utf-8', etag, 'content-length': body.length };
  if (contentEncoding !== 'identity') headers['content-encoding'] = contentEncoding;
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
