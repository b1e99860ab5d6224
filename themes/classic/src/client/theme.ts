// classic's client entry, bundled and minified by the build: layout, component and search behaviours, no framework.
import { initComponents } from '@docsgen/components/client/init-components';
import { initSearchLauncher } from '@docsgen/search/client/search-launcher';
import { initTheme } from './init-theme.ts';

initTheme(document);
initComponents(document);
// The dialog is its own script, loaded on the first Ctrl+K, `/` or search button press.
initSearchLauncher(() => import('@docsgen/search/client/search-dialog'));
