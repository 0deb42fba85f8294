import { EventBus } from './bus';

interface TestEvents {
  'selection:changed': { value: string };
  other: { n: number };
}

test('delivers an event to every listener of that event only, and stops after unsubscribe', () => {
  const bus = new EventBus<TestEvents>();
  const a = jest.fn();
  const b = jest.fn();
  const other = jest.fn();
  const offA = bus.on('selection:changed', a);
  bus.on('selection:changed', b);
  bus.on('other', other);
  bus.emit('selection:changed', { value: '0010' });
  expect(a).toHaveBeenCalledWith({ value: '0010' });
  expect(b).toHaveBeenCalledTimes(1);
  expect(other).not.toHaveBeenCalled();
  offA();
  bus.emit('selection:changed', { value: 'C10001' });
  expect(a).toHaveBeenCalledTimes(1);
  expect(b).toHaveBeenCalledTimes(2);
  expect(bus.listenerCount('selection:changed')).toBe(1);
});

test("one slice's failing listener does not keep the others from hearing the event", () => {
  const bus = new EventBus<TestEvents>();
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const after = jest.fn();
  bus.on('other', () => {
    throw new Error('slice bug');
  });
  bus.on('other', after);
  bus.emit('other', { n: 1 });
  expect(after).toHaveBeenCalledWith({ n: 1 });
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('a listener that unsubscribes while the event is delivered does not disturb the delivery', () => {
  const bus = new EventBus<TestEvents>();
  const second = jest.fn();
  const off = bus.on('other', () => off());
  bus.on('other', second);
  bus.emit('other', { n: 2 });
  expect(second).toHaveBeenCalledTimes(1);
  expect(bus.listenerCount('other')).toBe(1);
});
