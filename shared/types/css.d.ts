/** Stylesheets imported for their effect (webpack's css-loader). TypeScript 6+ checks that a side-effect import resolves. */
declare module '*.css';
