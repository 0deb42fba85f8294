import type { SuppressKeyboardEventParams } from 'ag-grid-community';

/**
 * Lets Tab and Shift+Tab move through the links and buttons inside a grid cell before the grid
 * moves on to the next cell, so row actions are reachable with the keyboard.
 */
export function tabThroughCell(params: SuppressKeyboardEventParams): boolean {
  const event = params.event as KeyboardEvent;
  const target = event.target as HTMLElement | null;
  const cell = target?.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  if (event.key === 'Enter' || event.key === ' ') return target !== cell;
  if (event.key !== 'Tab') return false;
  const items = [...cell.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  if (items.length === 0) return false;
  const index = items.indexOf(target as HTMLElement);
  const next = event.shiftKey ? (index === -1 ? -1 : index - 1) : index + 1;
  if (next < 0 || next >= items.length) return false;
  event.preventDefault();
  items[next].focus();
  return true;
}
