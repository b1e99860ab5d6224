// quill's client entry: the same layout behaviours as classic (the markup contract is shared).
import { initComponents } from '@docsgen/components/src/client/init-components.ts';
import { initSearch } from '@docsgen/search/src/client/search-dialog.ts';
import { initTheme } from '@docsgen/theme-classic/src/client/init-theme.ts';

initTheme(document);
initComponents(document);
initSearch();
