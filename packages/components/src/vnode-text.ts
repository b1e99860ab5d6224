import { type ComponentChildren, isValidElement } from 'preact';

/** The plain text of rendered children (strings and numbers, through any element), for labels and ids. */
export function vnodeText(children: ComponentChildren): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number' || typeof children === 'bigint') {
    return String(children);
  }
  if (Array.isArray(children)) return children.map((c) => vnodeText(c as ComponentChildren)).join('');
  if (isValidElement(children)) return vnodeText((children.props as { children?: ComponentChildren }).children);
  return '';
}
