import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TicketControls } from './ticket-controls.tsx';

const printer = { enabled: true, host: '192.168.1.50', port: 9100, paperWidth: 80 as const };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the board with a network printer on', () => {
  it('says the kitchen printer prints by itself, with no auto-print switch or paper choice', () => {
    const html = renderToStaticMarkup(<TicketControls status={{ printer, problem: null }} />);
    expect(text(html)).toContain('The kitchen printer at 192.168.1.50 prints each accepted order');
    expect(html).not.toContain('role="switch"');
    expect(html).not.toContain('role="alert"');
  });

  it('says when the printer did not answer, and which ticket to print again', () => {
    const html = renderToStaticMarkup(
      <TicketControls
        status={{
          printer,
          problem: {
            message: 'The printer at 192.168.1.50:9100 is not answering',
            at: '2026-11-26T09:40:00Z',
            orderNumber: 'KCH004205',
          },
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      'The printer at 192.168.1.50:9100 is not answering. Ticket KCH004205 did not print: press its Print ticket once the printer is back.',
    );
  });
});
