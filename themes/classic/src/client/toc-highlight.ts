/** Marks the TOC entry of the heading the reader is in: the last heading above the top fifth of the view. */
export function initTocHighlight(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-dg-toc] a[data-heading-id]')];
  const targets = links.map((a) => doc.getElementById(a.dataset.headingId!));
  if (links.length === 0) return;
  let frame = 0;
  let active = -1;
  const update = () => {
    frame = 0;
    const line = innerHeight * 0.2;
    let index = 0;
    targets.forEach((el, i) => {
      if (el && el.getBoundingClientRect().top <= line) index = i;
    });
    // At the very bottom the last headings may never reach the line; the last one is then current.
    if (innerHeight + scrollY >= doc.documentElement.scrollHeight - 2) index = targets.length - 1;
    if (index === active) return;
    active = index;
    // Mintlify's marks for custom CSS: `data-active` on the entry and the section above it,
    // `data-active-deepest` on the entry alone.
    const item = (i: number) => links[i]?.closest('li');
    const depth = (i: number) => Number(item(i)?.dataset.depth ?? 0);
    let parent = -1;
    for (let i = index - 1; i >= 0 && parent === -1; i--) if (depth(i) < depth(index)) parent = i;
    links.forEach((a, i) => {
      if (i === index) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
      item(i)?.toggleAttribute('data-active', i === index || i === parent);
      item(i)?.toggleAttribute('data-active-deepest', i === index);
    });
  };
  addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
