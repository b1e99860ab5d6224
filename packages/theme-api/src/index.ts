export type * from './contextual-menu.ts';
export { INTERFACE_LANGUAGES, type InterfaceText, interfaceText } from './interface-text.ts';
export type * from './theme-api.ts';
