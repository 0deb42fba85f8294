/**
 * @jest-environment jsdom
 */
import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { INTENT_EVENTS, useIntentWithin } from './useIntentWithin';

function Probe({ already = false }: { already?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const intent = useIntentWithin(box, already);
  return (
    <div>
      <div ref={box} data-testid="box">
        <div data-testid="inner" style={{ overflow: 'auto' }}>
          <button type="button">Download</button>
        </div>
      </div>
      <button type="button">Elsewhere</button>
      <output>{intent ? 'wanted' : 'not yet'}</output>
    </div>
  );
}

const state = () => screen.getByRole('status').textContent;

describe('useIntentWithin', () => {
  it('waits while nothing happens inside, and ignores what happens outside', () => {
    render(<Probe />);
    expect(state()).toBe('not yet');
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Elsewhere' }));
    fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(state()).toBe('not yet');
  });

  it.each(INTENT_EVENTS)('turns true on a %s inside, from an inner element', (type) => {
    render(<Probe />);
    act(() => {
      screen.getByTestId('inner').dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    });
    expect(state()).toBe('wanted');
  });

  it('is true at once when told so (the grid has been created before in this page)', () => {
    render(<Probe already />);
    expect(state()).toBe('wanted');
  });

  it('listens once the element is drawn, later than its first run', () => {
    function Late({ drawn }: { drawn: boolean }) {
      const box = useRef<HTMLDivElement>(null);
      const intent = useIntentWithin(box, false, drawn);
      return drawn ? <div ref={box} data-testid="late"><output>{intent ? 'wanted' : 'not yet'}</output></div> : <output>not drawn</output>;
    }
    const { rerender } = render(<Late drawn={false} />);
    rerender(<Late drawn />);
    expect(state()).toBe('not yet');
    fireEvent.pointerOver(screen.getByTestId('late'));
    expect(state()).toBe('wanted');
  });

  it('stays true and stops listening once seen', () => {
    const { rerender } = render(<Probe />);
    const box = screen.getByTestId('box');
    const removed = jest.spyOn(box, 'removeEventListener');
    fireEvent.focusIn(screen.getByRole('button', { name: 'Download' }));
    expect(state()).toBe('wanted');
    rerender(<Probe />);
    expect(state()).toBe('wanted');
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([...INTENT_EVENTS].sort());
  });
});
