/** One element per line, so expected files read (and diff) like markup. */
export function prettyHtml(html: string): string {
  return html.replace(/>(?=<(?!\/(?:span|code|a|strong|em)>))/g, '>\n');
}
