import { bool, str } from './icon-node.tsx';

/**
 * The type of a built-in component's prop, declared once in the component's file: the component
 * reads its props through {@link readProps} and `docsgen check` checks what pages write against the
 * same declaration (descriptor `props.types`, mdx check-component-props.ts).
 * `text`: a string (a number is read as its digits); `flag`: a boolean (`prop`, `prop={true}`, `prop="true"`).
 */
export type PropType = 'text' | 'flag';

/** The declared props of one component, by name. */
export type PropTypes = Readonly<Record<string, PropType>>;

/** What {@link readProps} gives: each declared prop as its type, undefined when absent or unreadable. */
export type PropValues<T extends PropTypes> = { [K in keyof T]: (T[K] extends 'flag' ? boolean : string) | undefined };

/** The props `types` declares, read from `props` as their declared type. */
export function readProps<T extends PropTypes>(types: T, props: Readonly<Record<string, unknown>>): PropValues<T> {
  const out: Record<string, string | boolean | undefined> = {};
  for (const [name, type] of Object.entries(types)) {
    const value = props[name];
    out[name] = value === undefined ? undefined : type === 'flag' ? bool(value) : str(value);
  }
  return out as PropValues<T>;
}
