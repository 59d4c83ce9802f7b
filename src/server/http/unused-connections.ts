// Sockets that were opened but never carried a request (browsers and HTTP clients open spare
// ones ahead of time). Node's server.close() does not count them as idle and waits for the
// headers timeout (about a minute) before dropping them, so shutdown closes them itself.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function trackUnusedConnections(server: Server): { destroyAll(): void } {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  return {
    destroyAll() {
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
