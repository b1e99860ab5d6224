const KEY = 'dg-theme';

function store(value: string): void {
  try {
    localStorage.setItem(KEY, value);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function apply(root: HTMLElement, mode: string): void {
  root.setAttribute('data-theme', mode);
  // Mintlify marks dark mode with this class: custom CSS written for it (`.dark #navbar`) keeps working.
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  for (const button of root.ownerDocument.querySelectorAll('[data-dg-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(mode === 'dark'));
  }
}

/** The dark-mode toggle (remembered), and following the system while the reader has not chosen. */
export function initThemeToggle(doc: Document): void {
  const root = doc.documentElement;
  apply(root, root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  for (const button of doc.querySelectorAll<HTMLElement>('[data-dg-theme-toggle]')) {
    button.addEventListener('click', () => {
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      apply(root, next);
      store(next);
    });
  }
  if (root.getAttribute('data-default-theme') === 'system') {
    const query = matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', () => {
      if (!stored() || root.hasAttribute('data-strict')) apply(root, query.matches ? 'dark' : 'light');
    });
  }
}
