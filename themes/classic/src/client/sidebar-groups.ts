import { initSidebarFragment } from './sidebar-fragment.ts';

/**
 * Sidebar groups are <details>, so expanding and collapsing needs no script. This adds drilldown
 * (opening a collapsed group navigates to its first page; the build sets `data-drilldown` only
 * when drilldown is on) and scrolls the current page into view in the sidebar.
 */
export function initSidebarGroups(doc: Document): void {
  for (const details of doc.querySelectorAll<HTMLDetailsElement>('details[data-drilldown]')) {
    const summary = details.querySelector(':scope > summary');
    summary?.addEventListener('click', (event) => {
      if (details.open) return;
      event.preventDefault();
      details.open = true;
      location.assign(details.dataset.drilldown!);
    });
  }
  const reveal = () => {
    const current = doc.querySelector<HTMLElement>('#sidebar [aria-current="page"]');
    const scroller = doc.querySelector<HTMLElement>('#sidebar .sidebar-inner');
    if (current && scroller) {
      // Only when the current page is out of view, so short sidebars keep their switchers in sight.
      const offset = current.getBoundingClientRect().bottom - scroller.getBoundingClientRect().top;
      if (offset > scroller.clientHeight) scroller.scrollTop += offset - scroller.clientHeight / 2;
    }
  };
  reveal();
  // Groups filled in above the current page push it down: bring it back into view.
  initSidebarFragment(doc, reveal);
}
