/** `import url from './file?asset'`: the file is emitted as a static asset (shared webpack config) and this is its address. */
declare module '*?asset' {
  const url: string;
  export default url;
}
