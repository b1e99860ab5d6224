// classic's client entry, bundled and minified by the build: layout, component and search behaviours, no framework.
import { initComponents } from '@docsgen/components/src/client/init-components.ts';
import { initSearchLauncher } from '@docsgen/search/src/client/search-launcher.ts';
import { initTheme } from './init-theme.ts';

initTheme(document);
initComponents(document);
// The dialog is its own script, loaded on the first Ctrl+K, `/` or search button press.
initSearchLauncher(() => import('@docsgen/search/src/client/search-dialog.ts'));
