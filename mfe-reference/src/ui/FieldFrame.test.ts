import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

/** The ids the controls' aria-describedby and the browser tests name follow the control's id. */
const html = (props: Omit<FieldFrameProps, 'children'>) => renderToStaticMarkup(createElement(FieldFrame, { ...props, children: createElement('input', { id: props.id }) }));

test('a label for the control, then the hint and the first error under ids made from the control\'s', () => {
  expect(html({ id: 'field-name', label: 'Name', required: true, hint: 'As on the invoice.', error: 'The name field is required.' })).toBe(
    '<div class="field"><label for="field-name" class="required">Name</label><input id="field-name"/>' +
      '<span id="field-name-help" class="muted field-help">As on the invoice.</span>' +
      '<span id="field-name-error" class="field-error">The name field is required.</span></div>',
  );
});

test('without a label, hint or error only the control is framed; wide spans the grid', () => {
  expect(html({ id: 'x', wide: true, error: null })).toBe('<div class="field field-wide"><input id="x"/></div>');
  expect(html({ id: 'x', label: 'Optional' })).toBe('<div class="field"><label for="x">Optional</label><input id="x"/></div>');
});
