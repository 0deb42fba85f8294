/**
 * Loads the signed-in frame (SignedInRoutes.tsx). Called as soon as the need is known, so the
 * chunk arrives while the session check or the sign-in request is still under way.
 */
export const loadSignedIn = () => import(/* webpackChunkName: "signed-in" */ './SignedInRoutes');
