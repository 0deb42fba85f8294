import { pseudoLocaleOn, pseudoLocalise, type RemoteRoute } from '@portal/kit';

/**
 * A remote's route name (its title or menu entry) in the active language: the remote's own
 * translation travels in the registry (`words`), English is the route's own; the tests'
 * pseudo-locale makes its own from the English.
 */
export function routeWord(route: RemoteRoute, word: 'title' | 'menu', language: string): string {
  const english = route[word] ?? route.title;
  if (pseudoLocaleOn()) return pseudoLocalise(english);
  return route.words?.[language]?.[word] ?? english;
}
