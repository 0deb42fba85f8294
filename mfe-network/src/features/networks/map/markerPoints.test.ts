import { pointsOf } from './markerPoints';

test("the markers' columns become one point per marker, in order, with role and continent by name", () => {
  expect(
    pointsOf({ id: [7, 3], longitude: [4.1, 103.8], latitude: [51.9, 1.3], role: [1, 0], roles: ['Office', 'Sea freight'], continent: [3, 0], continents: ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] }),
  ).toEqual([
    { id: 7, longitude: 4.1, latitude: 51.9, role: 'Sea freight', continent: 'Europe' },
    { id: 3, longitude: 103.8, latitude: 1.3, role: 'Office', continent: 'Asia' },
  ]);
});
