/**
 * MUI X's JSDoc names other types TypeDoc's way, `[[GridColDef]]`. On this site such a name reads as
 * code, linked to its API page when the site has one (`[`GridColDef`](/x/api/data-grid/grid-col-def)`,
 * the Markdown the API pages' text renders), and as plain code otherwise: never the raw brackets.
 */
/** `[[Name]]`, or a type expression such as `[[Map<GridRowId, GridRowModel>]]` (shown as code, linked only when it is one name). */
const TYPE_REFERENCE = /\[\[([A-Za-z_$][^[\]]*?)\]\]/g;

export function linkTypeReferences(text: string, pageOf: ReadonlyMap<string, string>): string {
  return text.replace(TYPE_REFERENCE, (_, name: string) => {
    const page = pageOf.get(name);
    return page ? `[\`${name}\`](${page})` : `\`${name}\``;
  });
}
