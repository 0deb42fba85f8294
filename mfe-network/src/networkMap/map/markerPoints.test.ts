import { continentCounts, markersBox, pointsOf } from './markerPoints';

test("the markers' columns become one point per marker, in order, with role and continent by name", () => {
  expect(
    pointsOf({ id: [7, 3], longitude: [4.1, 103.8], latitude: [51.9, 1.3], role: [1, 0], roles: ['Office', 'Sea freight'], continent: [3, 0], continents: ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] }),
  ).toEqual([
    { id: 7, longitude: 4.1, latitude: 51.9, role: 'Sea freight', continent: 'Europe' },
    { id: 3, longitude: 103.8, latitude: 1.3, role: 'Office', continent: 'Asia' },
  ]);
});

test('the markers per continent are counted on the columns, and in all', () => {
  const markers = { id: [1, 2, 3], longitude: [0, 0, 0], latitude: [0, 0, 0], role: [0, 0, 0], roles: ['Office'], continent: [3, 0, 3], continents: ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] };
  expect(continentCounts(markers, 'All')).toEqual({ All: 3, Asia: 1, Africa: 0, America: 0, Europe: 2, Oceania: 0 });
});

test("the box around a continent's markers, or around all of them, on the columns", () => {
  const markers = { id: [1, 2, 3], longitude: [4.1, 103.8, 18.1], latitude: [51.9, 1.3, 59.3], role: [0, 0, 0], roles: ['Office'], continent: [3, 0, 3], continents: ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] };
  expect(markersBox(markers, 'All', 'All')).toEqual([4.1, 1.3, 103.8, 59.3]);
  expect(markersBox(markers, 'Europe', 'All')).toEqual([4.1, 51.9, 18.1, 59.3]);
  expect(markersBox(markers, 'Africa', 'All')).toBeNull();
  expect(markersBox(markers, 'Atlantis', 'All')).toBeNull();
});
