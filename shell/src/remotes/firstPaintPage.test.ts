/**
 * @jest-environment jsdom
 */
import { keepFirstPaintPage, takeFirstPaintPage } from './firstPaintPage';

const frame = (page: string) => {
  document.body.innerHTML = `<div id="root"><div class="boot-frame"><div class="boot-main"><div class="boot-crumbs"></div><h1>Shipment SEA26-000006</h1>${page}</div></div></div>`;
};

test("the host's drawn page is kept for the path it was drawn for, once, and survives the frame being cleared", () => {
  frame('<div class="boot-page"><h2>SEA26-000006</h2></div>');
  keepFirstPaintPage();
  document.getElementById('root')!.replaceChildren();
  expect(takeFirstPaintPage('/elsewhere')).toBeNull();
  frame('<div class="boot-page"><h2>SEA26-000006</h2></div>');
  keepFirstPaintPage();
  document.getElementById('root')!.replaceChildren();
  const page = takeFirstPaintPage(window.location.pathname);
  expect(page?.title).toBe('Shipment SEA26-000006');
  expect(page?.node.querySelector('h2')?.textContent).toBe('SEA26-000006');
  expect(takeFirstPaintPage(window.location.pathname)).toBeNull();
});

test('a frame without a drawn page keeps nothing', () => {
  frame('<p class="boot-status">Loading…</p>');
  keepFirstPaintPage();
  expect(takeFirstPaintPage(window.location.pathname)).toBeNull();
});
