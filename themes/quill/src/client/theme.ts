// quill's client entry: the same layout behaviours as classic (the markup contract is shared).
import { initComponents } from '@docsgen/components/client/init-components';
import { initSearchLauncher } from '@docsgen/search/client/search-launcher';
import { initTheme } from '@docsgen/theme-classic/client/init-theme';

initTheme(document);
initComponents(document);
// The dialog is its own script, loaded on the first Ctrl+K, `/` or search button press.
initSearchLauncher(() => import('@docsgen/search/client/search-dialog'));
