/** The virtual module written by build/guide-plugin.ts: an asset, so importing it yields the file's URL. */
declare module '*/guide-database.generated.json' {
  const url: string;
  export default url;
}
