/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { TableHead } from './TableHead';

const headersOf = () => within(screen.getAllByRole('row')[0]).getAllByRole('columnheader');

test('one column header per label, in order', () => {
  render(
    <table>
      <TableHead columns={['Booking', 'Quote', 'Status']} />
    </table>,
  );
  expect(headersOf().map((th) => th.textContent)).toEqual(['Booking', 'Quote', 'Status']);
});

test('the actions column comes last, named for screen readers only', () => {
  render(
    <table>
      <TableHead columns={['Name', 'Expires']} actions="Actions" />
    </table>,
  );
  const headers = headersOf();
  expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Expires', 'Actions']);
  expect(within(headers[2]).getByText('Actions').className).toBe('sr-only');
});
