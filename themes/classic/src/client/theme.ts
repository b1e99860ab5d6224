// classic's client entry, bundled and minified by the build: layout, component and search behaviours, no framework.
import { initComponents } from '@docsgen/components/src/client/init-components.ts';
import { initSearch } from '@docsgen/search/src/client/search-dialog.ts';
import { initTheme } from './init-theme.ts';

initTheme(document);
initComponents(document);
initSearch();
