/** Set by webpack at run time: the app's own origin and path (publicPath 'auto'). */
declare let __webpack_public_path__: string;

