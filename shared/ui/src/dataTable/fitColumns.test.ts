import { hiddenColumnsAt, type FitColumn } from './fitColumns';

const column = (field: string, minWidth: number, extra: Partial<FitColumn> = {}): FitColumn => ({ field, minWidth, compactMinWidth: minWidth - 16, ...extra });

const columns = [column('code', 120), column('name', 200), column('city', 150), column('country', 110)];
const options = { columns, reserved: 100, compactBelow: 600 };

describe('hiddenColumnsAt', () => {
  it('shows every column where all fit beside what is reserved', () => {
    expect(hiddenColumnsAt(100 + 120 + 200 + 150 + 110, options)).toEqual([]);
  });

  it('leaves out the columns from the first that does not fit, in declared order', () => {
    // 679 - 100 reserved = 579: code, name and city take 470, country would take 580.
    expect(hiddenColumnsAt(679, options)).toEqual(['country']);
    expect(hiddenColumnsAt(680, options)).toEqual([]);
    // 620 - 100 = 520: city still fits (470), country does not.
    expect(hiddenColumnsAt(620, options)).toEqual(['country']);
  });

  it('does not skip a column that does not fit to show a narrower one after it', () => {
    const wideThenNarrow = [column('code', 120), column('description', 400), column('flag', 60)];
    // 600 - 100 = 500: code 120 + description 400 = 520 does not fit; flag (60) would, but comes after.
    expect(hiddenColumnsAt(600, { ...options, columns: wideThenNarrow, compactBelow: 0 })).toEqual(['description', 'flag']);
  });

  it('uses the compact minimums below the compact width', () => {
    // 590 - 100 = 490: compact code 104 + name 184 + city 134 = 422; country 94 more = 516 > 490.
    expect(hiddenColumnsAt(590, options)).toEqual(['country']);
    // At 600 the normal minimums: code 120 + name 200 = 320, city 150 = 470 <= 500, country 110 = 580 > 500.
    expect(hiddenColumnsAt(600, options)).toEqual(['country']);
    // 540 - 100 = 440: compact 104 + 184 + 134 = 422 fit (the normal minimums, 470, would not).
    expect(hiddenColumnsAt(540, options)).toEqual(['country']);
    expect(hiddenColumnsAt(500, options)).toEqual(['city', 'country']);
  });

  it('always shows the first column, however narrow the table', () => {
    expect(hiddenColumnsAt(150, options)).toEqual(['name', 'city', 'country']);
  });

  it('keeps a column out below its own showFrom, and goes on with the rest', () => {
    const withThreshold = [column('code', 120), column('name', 200, { showFrom: 1000 }), column('city', 150)];
    expect(hiddenColumnsAt(800, { ...options, columns: withThreshold })).toEqual(['name']);
    expect(hiddenColumnsAt(1000, { ...options, columns: withThreshold })).toEqual([]);
  });
});
