// Image click-to-zoom, loaded by pages whose content has images (the `zoom` client feature, see
// image-zoom-feature.ts).

// Images that zoom on click: those of the page content, except `noZoom` ones, images that are links
// or buttons, and icons and card images (Mintlify's rules: create/image-embeds).
const NOT_ZOOMED = 'a, button, .dg-card, .dg-icon, .dg-badge, [aria-hidden="true"], [data-dg-zoom-dialog]';

function zoomDialog(): HTMLDialogElement {
  let dialog = document.querySelector<HTMLDialogElement>('dialog[data-dg-zoom-dialog]');
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'dg-zoom-dialog';
  dialog.setAttribute('data-dg-zoom-dialog', '');
  dialog.setAttribute('aria-label', 'Zoomed image');
  dialog.append(document.createElement('img'));
  // A click anywhere (the image or the backdrop) closes it, as Escape does.
  dialog.addEventListener('click', () => dialog?.close());
  document.body.append(dialog);
  return dialog;
}

// Opens `img` fitted to the viewport (95 %), keeping the shape it has on the page: an SVG or a small
// image grows, as on Mintlify.
function zoom(img: HTMLImageElement): void {
  const dialog = zoomDialog();
  const big = dialog.querySelector('img')!;
  const box = img.getBoundingClientRect();
  const scale = Math.min((innerWidth * 0.95) / (box.width || 1), (innerHeight * 0.95) / (box.height || 1));
  big.src = img.currentSrc || img.src;
  big.alt = img.alt;
  big.style.width = `${Math.round(box.width * scale)}px`;
  big.style.height = `${Math.round(box.height * scale)}px`;
  dialog.showModal();
}

function enhanceZoom(root: ParentNode): void {
  for (const content of root.querySelectorAll?.('[data-dg-content]') ?? []) {
    for (const img of content.querySelectorAll('img')) {
      if (img.hasAttribute('data-dg-zoom') || img.hasAttribute('nozoom') || img.closest(NOT_ZOOMED)) continue;
      img.setAttribute('data-dg-zoom', '');
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', img.alt ? `Zoom image: ${img.alt}` : 'Zoom image');
      img.addEventListener('click', () => zoom(img));
      img.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        zoom(img);
      });
    }
  }
}

enhanceZoom(document);
