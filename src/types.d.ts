/** `!!raw-loader!` imports give a module's source text (used to show code that also runs). */
declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}
