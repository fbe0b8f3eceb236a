/** The one list of `stopword` (MIT) the word counter reads: its Italian stop words. */
declare module 'stopword' {
  export const ita: readonly string[];
}
