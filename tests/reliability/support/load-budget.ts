// Keeps a simulated client inside the server's rate limits by design: the load must not meet a
// 429, so each client counts what it sent and waits (or does something else) when it would exceed
// a limit. Counted over a window a little longer than the server's, so timing differences between
// the two clocks never tip a request over.

export class RollingBudget {
  private readonly sent: number[] = [];

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private forgetOld(now: number) {
    while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
  }

  /** Takes `n` requests from the budget if they fit now. */
  tryTake(n = 1, now = Date.now()): boolean {
    this.forgetOld(now);
    if (this.sent.length + n > this.max) return false;
    for (let i = 0; i < n; i++) this.sent.push(now);
    return true;
  }

  /** Milliseconds until `n` requests would fit. */
  waitFor(n = 1, now = Date.now()): number {
    this.forgetOld(now);
    const excess = this.sent.length + n - this.max;
    if (excess <= 0) return 0;
    return this.sent[excess - 1]! + this.windowMs - now + 1;
  }
}
