import { describe, expect, it } from 'vitest';
import { parsePrinterPorts, printerPortAllowed, printerPortMessage } from './printer-ports.ts';

describe('printer ports', () => {
  it('reads ports and ranges, and refuses anything else', () => {
    expect(parsePrinterPorts('9100-9109')).toEqual([{ from: 9100, to: 9109 }]);
    expect(parsePrinterPorts('9100, 9200-9201')).toEqual([
      { from: 9100, to: 9100 },
      { from: 9200, to: 9201 },
    ]);
    for (const bad of ['', '9100-', '0', '70000', '9109-9100', 'redis', '9100;6379'])
      expect(parsePrinterPorts(bad)).toBeNull();
  });

  it('lets tickets go to printer ports only, never to a database or Redis', () => {
    const ranges = parsePrinterPorts('9100-9109')!;
    expect(printerPortAllowed(ranges, 9100)).toBe(true);
    expect(printerPortAllowed(ranges, 9109)).toBe(true);
    for (const port of [5432, 6379, 22, 80, 9110]) expect(printerPortAllowed(ranges, port)).toBe(false);
    expect(printerPortMessage(ranges)).toBe(
      'Receipt printers listen on port 9100 to 9109: the server sends tickets to no other port',
    );
  });
});
