// Public API: the quill theme and its defaults.
export { defaults } from './defaults.ts';
export { quillTheme } from './quill-theme.ts';
