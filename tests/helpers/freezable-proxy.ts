// A TCP proxy in front of a real server that can go silent: while frozen it accepts connections
// and keeps every open one, but forwards nothing either way. That is what a client sees of a
// database that hangs or a network path that drops packets without a reset.
import net from 'node:net';

export type FreezableProxy = {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  /** Bytes that arrived while frozen, per destination, delivered in order when thawed. */
  const held = new Map<net.Socket, Buffer[]>();
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.get(to)!.push(chunk);
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      held.set(socket, []);
    }
    const drop = () => {
      for (const socket of [client, upstream]) {
        sockets.delete(socket);
        held.delete(socket);
        socket.destroy();
      }
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [socket, chunks] of held) for (const chunk of chunks.splice(0)) socket.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
