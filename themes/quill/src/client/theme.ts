// quill's client entry: the same layout behaviours as classic (the markup contract is shared).
import { initComponents } from '@docsgen/components/src/client/init-components.ts';
import { initSearchLauncher } from '@docsgen/search/src/client/search-launcher.ts';
import { initTheme } from '@docsgen/theme-classic/src/client/init-theme.ts';

initTheme(document);
initComponents(document);
// The dialog is its own script, loaded on the first Ctrl+K, `/` or search button press.
initSearchLauncher(() => import('@docsgen/search/src/client/search-dialog.ts'));
