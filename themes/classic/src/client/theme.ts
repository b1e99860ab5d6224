// classic's client entry, bundled and minified by the build: layout and component behaviours, no framework.
import { initComponents } from '@docsgen/components/src/client/init-components.ts';
import { initTheme } from './init-theme.ts';

initTheme(document);
initComponents(document);
