/** Replaces `{{name}}` placeholders with docs.json `variables`; unknown names stay as written. */
export function substituteVariables(text: string, variables: Record<string, string> | undefined): string {
  if (!variables || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(variables, name) ? variables[name] : whole,
  );
}
