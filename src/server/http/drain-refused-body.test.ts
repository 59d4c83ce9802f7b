import type { IncomingMessage } from 'node:http';
import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drainRefusedBody } from './drain-refused-body.ts';

describe('drainRefusedBody', () => {
  it('leaves alone a request without a real connection (an injected request), starting no timer', () => {
    // What Fastify's inject gives: a stream that is not a net.Socket and a request never complete.
    const request = { complete: false, headers: { 'content-length': '2000000' }, socket: new Duplex() };
    expect(drainRefusedBody(request as unknown as IncomingMessage)).toBe(false);
  });
});
