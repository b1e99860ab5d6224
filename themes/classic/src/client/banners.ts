/** Dismissible banners: hidden at once, and remembered by id so the head script hides them next time. */
export function initBanners(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-dg-dismiss]')) {
    const banner = button.closest<HTMLElement>('[data-dg-banner]');
    if (!banner) continue;
    button.addEventListener('click', () => {
      doc.documentElement.classList.add(`dg-hide-${banner.dataset.dgBanner}`);
      try {
        localStorage.setItem(`dg-dismissed:${banner.dataset.bannerId}`, '1');
      } catch {
        // Without storage the banner stays dismissed for this page only.
      }
    });
  }
}
