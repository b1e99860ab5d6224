// Builds a warning callout out of Mintlify's Tailwind utilities, as a real site's script does.
(function () {
  function addWarning() {
    if (document.getElementById('version-warning')) return;
    var content = document.getElementById('content-area');
    if (!content) return;
    var box = document.createElement('div');
    box.id = 'version-warning';
    box.className = 'flex items-center gap-3 rounded-2xl border border-yellow-200 bg-yellow-50 dark:bg-yellow-900/20 px-4 py-3 mb-6';
    box.innerHTML =
      '<svg class="size-5 shrink-0 text-yellow-600" viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="12" r="10"/></svg>' +
      '<span class="text-sm text-yellow-900 dark:text-yellow-200">You are reading the latest docs.</span>';
    content.insertBefore(box, content.firstChild);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addWarning);
  else addWarning();
})();
