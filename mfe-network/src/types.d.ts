/** Set by webpack at run time: this remote's own origin and path (publicPath 'auto'). */
declare let __webpack_public_path__: string;

declare module '*.css';
