// The words of the paused shop on the staff side (docs/product.md#pausing-the-shop), in one place
// so the board, the dashboard and the tests say the same.
export const PAUSE_TEXTS = {
  bar: 'Shop paused: customers cannot order',
  resume: 'Resume orders',
  resumeHint: 'A manager or admin can resume orders.',
  pause: 'Pause shop',
  confirmTitle: 'Pause the shop?',
  confirmMessage:
    'Customers cannot order until a manager or admin resumes. Orders already placed stay on the board.',
  reason: 'Reason (optional)',
} as const;
